"""Chinese for the lessons (``stonegame lesson``): each game's statement, terms, recurrence and
arguments, and the lesson's own headings. Merged into the Chinese catalog's MESSAGES."""

LESSONS: dict[str, str | tuple[str, ...]] = {
    # Stone Game (877)
    'An even number of piles of stones lie in a row; pile i holds piles[i] stones, and the total is odd. Alice and Bob take turns, Alice first. Each turn the player to move takes the whole pile at the left end or at the right end of the row. When no pile is left, whoever holds more stones wins. Both play optimally. Return true if Alice wins, false if Bob does.':
        '偶数堆石子排成一行，第 i 堆有 piles[i] 个石子，石子总数为奇数。Alice 和 Bob 轮流操作，Alice 先手。每一回合，轮到的一方从行的最左端或最右端取走一整堆石子。石子取完后，手中石子多的一方获胜。双方都采取最优策略。如果 Alice 获胜返回 true，Bob 获胜返回 false。',
    'the row of piles, numbered from 0': '石子堆组成的行，下标从 0 开始',
    'the first and the last pile still in the row (both included)': '行中剩下的第一堆和最后一堆（两端都包含）',
    "the most the player to move can end ahead by, own stones minus the opponent's, with piles i to j left":
        '剩下第 i 到第 j 堆时，轮到的一方最多能领先多少：自己的石子数减去对手的',
    'A state is what is left of the row: a run of piles from i to j, and nothing else matters, not how it came about. The player to move chooses one of two moves: take pile i (the left end) or pile j (the right end). Either leaves a run one pile shorter, with the other player to move.':
        '状态就是行中剩下的部分：从第 i 堆到第 j 堆的一段，其他都无关紧要，怎么走到这里也无关紧要。轮到的一方在两种走法中选一种：取第 i 堆（左端）或第 j 堆（右端）。两种走法都留下少一堆的一段，轮到对手操作。',
    "The value of a state is the margin the player to move can secure: their stones minus the opponent's, from here to the end, when both play their best. Alice wins when the value of the whole row is above 0. The write-up's table keeps a pair (first, second) per state instead: the stones of the player to move and of the other one; the value is first − second.":
        '一个状态的价值，是双方都采取最优策略时，轮到的一方从这里到结束能确保的分差：自己的石子数减去对手的。整行的价值大于 0 时 Alice 获胜。题解中的表格则为每个状态记录一对 (first, second)：轮到的一方和另一方各拿到的石子数；价值就是 first − second。',
    'one pile left: the player to move takes it, and the other gets nothing more': '只剩一堆：轮到的一方拿走它，对手再也拿不到什么',
    'take an end, then the opponent is the one to move on what is left: their margin counts against you':
        '取走一端，剩下的部分轮到对手操作：对手的领先就是你的落后',
    'dp[i][j] needs dp[i+1][j] and dp[i][j−1], the two runs one pile shorter. So the table is filled by length: every single pile first, then every run of two, and so on up to the whole row; or, the same thing, i from the last row up and j from i to the right.':
        'dp[i][j] 依赖 dp[i+1][j] 和 dp[i][j−1]，也就是少一堆的两段。所以按长度填表：先填所有单堆，再填所有长度为 2 的段，依此类推直到整行；等价地，i 从最后一行往上，j 从 i 往右。',
    'The parity argument decides the answer without a table. Number the piles 1 to n, n even. If Alice takes pile 1, both ends left to Bob are even-numbered; whichever he takes, an odd-numbered end is again open to her. So Alice can take every odd-numbered pile, or, starting from the right, every even-numbered one, whichever sum is larger. The total is odd, so the sums differ and she always wins: return true. This proves the answer, not the exact margin. For the margin in O(n), collapse every run x ≤ y ≥ z inside the row into one pile x − y + z (whoever takes x lets the other take y, and then takes z), then take the larger end each turn.':
        '奇偶性论证不用填表就能确定答案。把石子堆编号为 1 到 n，n 为偶数。如果 Alice 取第 1 堆，留给 Bob 的两端都是偶数号；无论他取哪一端，Alice 又能取到一个奇数号的端点。所以 Alice 可以拿走所有奇数号的堆，或者从右端开始拿走所有偶数号的堆，选和更大的那一组。总数是奇数，两组的和不相等，所以她必胜：直接返回 true。这只证明了答案，没有算出确切的分差。要在 O(n) 内算出分差，把行内每个 x ≤ y ≥ z 的三堆合并成一堆 x − y + z（谁先取 x，对手就取 y，然后他再取 z），然后每回合取较大的一端。',
    'Greedy: take the larger end every turn. A small end can open a large pile to the opponent, and the greedy player does not look one move ahead.':
        '贪心：每回合取较大的一端。取走一个小的端点可能会把一个大堆暴露给对手，而贪心的一方不往前看一步。',
    'The parity strategy with the odd-numbered piles only: Alice can take all the odd-numbered or all the even-numbered piles, and must choose the larger sum.':
        '只用奇数号堆的奇偶策略：Alice 可以拿走全部奇数号的堆或全部偶数号的堆，必须选和更大的那一组。',
    # The lesson's own words (stonegame.teach.lesson, patterns)
    'Lesson: {game}': '课程：{game}',
    'The problem': '题目',
    'State and choice': '状态与选择',
    'The recurrence': '递推式',
    'Brute force, then memo, then the table': '暴力搜索 → 记忆化 → 递推表',
    'The step that makes it fast': '让它变快的关键一步',
    'Proof that they agree': '各方法一致的证明',
    'How they grow': '它们如何增长',
    'Common mistakes': '常见错误',
    'Patterns found': '发现的规律',
    'Try it': '动手试试',
    '{game}: {summary}.': '{game}：{summary}。',
    'LeetCode {number}: {url}. Constraints: {constraints}.': '力扣 {number}：{url}。约束：{constraints}。',
    'The example: {instance}. The answer is {answer}; here is the optimal play, move by move.': '示例：{instance}。答案是 {answer}；下面逐步给出最优策略。',
    '(The optimal play is not shown: {why}.)': '（不展示最优策略：{why}。）',
    'A state is a position of the game, what is left to play; a move leads to another state, with the other player to move (or the same one, when the rules say the mover goes again).': '状态就是游戏的一个局面，即还剩下什么可以走；一步走到另一个状态，轮到对手（规则规定同一方再走时，仍是同一方）。',
    "The value of a state is what the player to move can secure from it: own points minus the opponent's.": '一个状态的价值是轮到的一方从这里能确保的分差：自己的得分减去对手的。',
    'The value of a state is +1 if the player to move wins from it, −1 if not.': '如果轮到的一方从这个状态能赢，它的价值是 +1，否则是 −1。',
    'On the example, the first state is {cell}: {left}, and it has {moves}:': '在示例中，第一个状态是 {cell}：{left}，它有 {moves}：',
    ' (scoring {gain})': '（得 {gain} 分）',
    '{said}{gain}: leads to {cell}, {left}': '{said}{gain}：到达 {cell}，{left}',
    '… and {n} more move': '…… 还有 {n} 种走法',
    'The base cases:': '边界条件：',
    'The transition:': '状态转移：',
    'Every game of the family is solved by one recurrence (negamax): the best, over the moves, of what the move scores and what the state it leads to is worth, counted against the mover when the turn passes.': '这个家族的每个游戏都用同一个递推式（负极大值）求解：在所有走法中取最大值，每种走法的价值是这一步的得分，加上它所到达的状态的价值；轮到对手时，那个价值要算作自己的损失。',
    'One cell worked out on the example, {cell}, with its numbers plugged in:': '在示例上算一个格子 {cell}，把数字代进去：',
    'so the best move is to {said}': '所以最好的一步是{said}',
    'Brute force follows the recurrence as it is: every line of play is walked to its end, the same state met again and again along different lines.': '暴力搜索照搬递推式：每一条走法都走到底，同一个状态沿不同的路线被一遍又一遍地遇到。',
    "Top-down with a memo: the same recursion, but each state's value is computed once and remembered; the work is the number of states times the moves from each.": '自顶向下加记忆化：同样的递归，但每个状态的价值只算一次并记下来；工作量是状态数乘以每个状态的走法数。',
    'Bottom-up: the table is filled in an order where every state comes after the states it depends on, so no recursion is needed.': '自底向上：按照每个状态都排在它所依赖的状态之后的顺序填表，所以不需要递归。',
    '{method} ({complexity}). {words}': '{method}（{complexity}）。{words}',
    'On the example it visits {n:,} position.': '在示例上它访问了 {n:,} 个局面。',
    'On the example it stores {n:,} distinct state.': '在示例上它记住了 {n:,} 个不同的状态。',
    'On the example it fills {n:,} cell.': '在示例上它填了 {n:,} 个格子。',
    'The fill order on the example, stage by stage (a stage needs only the stages before it):': '示例上的填表顺序，一层一层（每一层只依赖它之前的层）：',
    'stage {h}: {cells}': '第 {h} 层：{cells}',
    'On the example: {argument}': '在示例上：{argument}',
    '{method} on the example: it does not apply ({why}).': '{method} 在示例上不适用（{why}）。',
    '{method} ({complexity}) on the example gives {answer}: {verdict}.': '{method}（{complexity}）在示例上给出 {answer}：{verdict}。',
    'the same answer as the table': '和递推表的答案相同',
    'a different answer': '答案不同',
    'While this lesson was made, every method ({methods}) solved {instances} random instances of up to {largest} values; they agreed with brute force on {agreed}.': '生成这份课程时，每种方法（{methods}）都解了 {instances} 个最多 {largest} 个数的随机输入；其中 {agreed} 个与暴力搜索完全一致。',
    '{method} disagrees on {instance}.': '{method} 在 {instance} 上不一致。',
    "The write-ups' story, brute → memo → the fast method, measured on this machine now.": '题解里“暴力 → 记忆化 → 快速方法”的故事，现在就在这台机器上测出来。',
    'Each method timed on random instances of growing n, until one run takes {budget} s; the line fitted on log-log axes (a power of n), or of log time against n (exponential).': '每种方法在 n 逐渐增大的随机输入上计时，直到某一次运行超过 {budget} 秒；在双对数坐标上拟合直线（n 的幂），或者拟合对数时间与 n 的直线（指数）。',
    'fitted growth': '拟合的增长',
    'fitted time': '拟合的时间',
    'largest n timed': '计时的最大 n',
    'n at 1 s': '耗时 1 秒时的 n',
    'Its smallest failing instance is {instance}: it answers {wrong}, the answer is {right}.': '它出错的最小输入是 {instance}：它回答 {wrong}，正确答案是 {right}。',
    'The optimal play there:': '那里的最优策略：',
    '{n} possible move': '{n} 种走法',
    '{player} {said:third}': '{player} {said}',
    'What holds on every instance tried (a conjecture, with its evidence):': '在所有试过的输入上都成立的规律（是猜想，附上证据）：',
    '{said} ({count:,} instances)': '{said}（{count:,} 个输入）',
    'Simple conjectures refuted, each with a counterexample:': '被推翻的简单猜想，各附一个反例：',
    '{said}: no, see {counterexample}': '{said}：不成立，见 {counterexample}',
    'Play it against the perfect opponent, see its table fill, check your own solution, or open the playground (then http://127.0.0.1:8000/?game={game}):': '和完美对手对弈、看表格如何填满、检查你自己的解法，或者打开演练场（然后访问 http://127.0.0.1:8000/?game={game}）：',
    # Patterns (stonegame.teach.patterns)
    'the answer is {answer} on {which}': '在{which}上答案都是 {answer}',
    'the answer is always {answer}': '答案总是 {answer}',
    'the answer depends only on {feature}': '答案只取决于{feature}',
    'the answer is {answer} exactly when n ≡ {residues} (mod {p}), for every n up to {top:,}': '对所有不超过 {top:,} 的 n，答案是 {answer} 当且仅当 n ≡ {residues}（mod {p}）',
    'the answer is {answer} at n = {counts} ({count:,} of the counts up to {top:,}); no period up to {longest} shows': '答案为 {answer} 的 n 是 {counts}（不超过 {top:,} 的数中共 {count:,} 个）；在 {longest} 以内看不出周期',
    'every instance': '所有输入',
    'every row of even length': '所有长度为偶数的行',
    'every row of odd length': '所有长度为奇数的行',
    'every instance with an odd total': '所有总和为奇数的输入',
    'every row of even length and odd total': '所有长度为偶数且总和为奇数的行',
    'the number of values': '数的个数',
    'whether the number of values is even': '数的个数是否为偶数',
    'the total': '总和',
    'whether the total is even': '总和是否为偶数',
    'the parity of the count of values ≡ 0 (mod 3) and the counts of values ≡ 1 and 2': '模 3 余 0 的数的个数的奇偶，以及模 3 余 1 和余 2 的数的个数',
    'the counts of values ≡ 0, 1 and 2 (mod 3)': '模 3 余 0、1、2 的数各有几个',
    'the values as a multiset (their order does not matter)': '这些数组成的多重集（与顺序无关）',
    'method': '方法',
    'seconds': '秒',
    'positions': '局面数',
    # Predict the Winner (486), Stone Game II (1140), III (1406), IV (1510), V (1563)
    'An array nums of non-negative integers lies in a row. Player 1 and player 2 (Alice and Bob in this lesson) take turns, player 1 first, each starting from a score of 0. On a turn the player to move removes the number at one end of the row, either end, and adds it to their score. The game is over when the row is empty. Both play optimally. Return true if player 1 can win; equal scores count as a win for player 1. Unlike Stone Game, the row may have any length and nothing rules out a tie.':
        '给定一个由非负整数组成的数组 nums，排成一行。玩家 1 和玩家 2（本课中即 Alice 和 Bob）轮流行动，玩家 1 先手，两人初始分数都是 0。每一回合，轮到的一方从行的任意一端取走一个数，加到自己的分数上。数取完时游戏结束。双方都采取最优策略。如果玩家 1 能获胜返回 true；分数相等也算玩家 1 获胜。和石子游戏不同，这里数组长度任意，也不排除平局。',
    'the row of numbers, indexed from 0': '这一行数，下标从 0 开始',
    'the first and the last index still in the row (both included)': '行中剩下的第一个和最后一个下标（两端都包含）',
    "how far the player to move can finish ahead on nums[i..j]: own sum minus the opponent's, both playing their best":
        '在 nums[i..j] 上，双方都采取最优策略时，轮到的一方最终能领先多少：自己取到的和减去对手取到的和',
    'What is left of the row is always one unbroken stretch nums[i..j], since numbers only ever leave from its two ends; that stretch is the whole state, and which player holds which numbers so far does not change the best play from here. The player to move has at most two choices: nums[i] or nums[j]. After either, the other player faces a stretch one number shorter.':
        '数只会从两端被取走，所以剩下的总是连续的一段 nums[i..j]；这一段就是全部状态，此前谁拿了哪些数，并不影响从这里开始的最优走法。轮到的一方最多有两种选择：取 nums[i] 或取 nums[j]。无论取哪个，对手面对的都是短了一个数的一段。',
    'Score every state by the lead its player to move can force: the sum they will still collect minus the sum the opponent will still collect. Because the two players swap roles after every move, one number per stretch is enough; no separate table per player is needed. Player 1 wins when dp[0][n−1] ≥ 0: the ≥ and not > is where the tie rule lives.':
        '每个状态的价值，取轮到的一方能确保的领先：他此后还能拿到的和，减去对手此后还能拿到的和。双方每走一步就互换角色，所以每一段只需记一个数，不必为每个玩家各建一张表。dp[0][n−1] ≥ 0 时玩家 1 获胜：用 ≥ 而不是 >，平局的规则就体现在这里。',
    'an empty stretch: neither player collects anything more': '空段：双方都拿不到任何东西了',
    'a single number: the player to move takes it, and the game is over': '只剩一个数：轮到的一方取走它，游戏结束',
    'whatever lead the opponent can force on the shorter stretch is subtracted from the number just taken; keep the better of the two ends':
        '刚取到的数，减去对手在更短的一段上能确保的领先；两端中取较好的一个',
    'Each cell reads two cells for stretches one number shorter: dp[i+1][j] (below it in the table) and dp[i][j−1] (to its left). Any order that finishes the shorter stretches first works. The listing runs i from n−1 down to 0, and inside each row j from i+1 up to n−1, so both cells it reads are already filled.':
        '每个格子读取两个短了一个数的段对应的格子：dp[i+1][j]（表中它的下方）和 dp[i][j−1]（它的左边）。只要先算完较短的段，任何顺序都可以。代码中 i 从 n−1 递减到 0，每一行内 j 从 i+1 递增到 n−1，这样它读取的两个格子都已经填好。',
    'Two shortcuts. First, with an even count of numbers the answer is always true: colour the positions alternately; by taking the end of her chosen colour, player 1 always leaves player 2 two ends of the other colour, so she can collect every number of one colour, and she picks the colour with the larger (or equal) sum. A tie is her win here, so no further condition is needed. With an odd count the argument gives nothing, and player 2 can win. Second, the exact lead in O(n): whenever three neighbouring numbers x ≤ y ≥ z occur, whoever takes one of the outer two hands y to the opponent, who takes it at once, which hands the other outer number back; so the three behave like one number x − y + z. A stack merges such triples as the row is read. What remains has no inner number at least as big as both neighbours: it goes down and then up, its largest number sits at an end, and taking the larger end every turn is then optimal. The agreement section below checks this against brute force.':
        '有两条捷径。第一，数的个数为偶数时答案总是 true：把位置交替染成两种颜色；玩家 1 每次取自己所选颜色的那一端，留给玩家 2 的两端就都是另一种颜色，所以她能拿到某一种颜色的全部数，并选和较大（或相等）的那种颜色。这里平局也算她赢，所以不需要别的条件。个数为奇数时这个论证什么也说明不了，玩家 2 可能获胜。第二，在 O(n) 内算出确切的领先：只要出现相邻的三个数 x ≤ y ≥ z，谁先取外侧两个之一，就把 y 让给了对手，对手立刻取走 y，又把另一个外侧的数交还回来；所以这三个数的作用相当于一个数 x − y + z。读入这一行时用一个栈合并这样的三元组。剩下的行中没有哪个内部的数不小于两侧邻居：它先降后升，最大的数在某一端，此时每回合取较大的一端就是最优的。下面“各方法一致的证明”一节会把它和暴力搜索对照检验。',
    'Greedy: each player grabs the larger end. Taking the bigger end can expose an even bigger number to the opponent; the choice has to look at what it leaves behind.':
        '贪心：每个玩家都取较大的一端。取走较大的一端，可能把一个更大的数暴露给对手；做选择时必须看它留下了什么。',
    "A helpful opponent: the listing counts the most player 1 can collect, but after her move it takes the maximum over player 2's replies, as if he chose what is best for her. He plays to hurt her, so the reply must be a minimum; with the lead formulation (own − opponent's) the sign flip does this automatically.":
        '把对手当成帮手：这段代码计算玩家 1 最多能拿多少，但在她走完之后，对玩家 2 的应对取了最大值，好像他会挑对她最有利的走法。其实他要让她拿得最少，所以这里应该取最小值；用领先（自己 − 对手）来表示时，变号会自动做到这一点。',
    'Forgetting the tie rule: the recurrence is right, but it returns lead > 0. When the best play ends level, player 1 still wins, so the test must be lead ≥ 0.':
        '忘了平局规则：递推式没错，但返回的是 lead > 0。最优对局打成平手时玩家 1 仍然获胜，所以判断条件必须是 lead ≥ 0。',
    'Piles of stones lie in a row, piles[i] stones in pile i, and a number M starts at 1. Alice and Bob take turns, Alice first. On a turn the player to move picks some X with 1 ≤ X ≤ 2M, takes every stone of the first X piles still in the row, and then M becomes max(M, X). When every pile has been taken the game is over, and both want to end with as many stones as they can. Both play optimally. Return the largest number of stones Alice can collect.':
        '若干堆石子排成一行，第 i 堆有 piles[i] 个石子，数 M 初始为 1。Alice 和 Bob 轮流行动，Alice 先手。每一回合，轮到的一方选一个满足 1 ≤ X ≤ 2M 的 X，拿走行中剩下的前 X 堆的全部石子，然后令 M = max(M, X)。所有石子堆都被拿完时游戏结束，双方都想拿到尽可能多的石子。双方都采取最优策略。返回 Alice 最多能拿到的石子数。',
    'the row of piles, indexed from 0; n piles in all': '石子堆组成的行，下标从 0 开始，共 n 堆',
    'the index of the first pile still in the row: piles i to n−1 are left': '行中剩下的第一堆的下标：剩下第 i 到第 n−1 堆',
    'the current bound: this turn may take from 1 up to 2M piles': '当前的上限：这一回合可以拿 1 到 2M 堆',
    'the stones still in the row, piles[i] + … + piles[n−1]; suffix[n] = 0': '行中剩下的石子数，即 piles[i] + … + piles[n−1]；suffix[n] = 0',
    'the lead the player to move can force from (i, M): the stones they will still collect minus those the opponent will':
        '从 (i, M) 出发，轮到的一方能确保的领先：他此后还能拿到的石子数减去对手此后能拿到的',
    "the write-up's value: the most stones the player to move can still collect, (suffix[i] + dp[i][M]) / 2":
        '题解中的状态值：轮到的一方此后最多还能拿到的石子数，等于 (suffix[i] + dp[i][M]) / 2',
    'Piles are only ever taken from the front, so what is left is always a suffix of the row, fixed by the index i of its first pile. That alone is not enough: how many piles the next move may take depends on M, which remembers the largest move so far. So a state is the pair (i, M). The player to move chooses X, the number of piles to take, from 1 to 2M (and no more than the piles left); the opponent then moves from (i + X, max(M, X)).':
        '石子堆只会从前面被拿走，所以剩下的总是行的一个后缀，由它第一堆的下标 i 确定。但只有 i 还不够：下一步能拿几堆取决于 M，而 M 记住了到目前为止最大的一步。所以状态是二元组 (i, M)。轮到的一方选择要拿的堆数 X，从 1 到 2M（且不超过剩下的堆数）；然后对手从 (i + X, max(M, X)) 开始行动。',
    "This lesson scores a state by the lead of its player to move, as every game here is scored: stones they will still collect minus the opponent's. The write-ups store best[i][M], the stones of the player to move, instead; the two carry the same information, since the stones left, suffix[i], are split between the two players: best = (suffix[i] + dp) / 2. The answer is Alice's stones, best[0][1] = (total + dp[0][1]) / 2.":
        '和这里的每个游戏一样，本课用轮到的一方的领先作为状态的价值：他此后能拿到的石子数减去对手的。题解里存的则是 best[i][M]，即轮到的一方能拿到的石子数；两者包含的信息相同，因为剩下的石子 suffix[i] 正好分给两个人：best = (suffix[i] + dp) / 2。答案是 Alice 的石子数，best[0][1] = (总数 + dp[0][1]) / 2。',
    'the bound reaches the end of the row: take every pile left. Every pile holds at least one stone, so nothing beats taking them all, and the opponent gets nothing more':
        '上限已经够到行尾：拿走剩下的所有堆。每堆至少有一个石子，所以没有比全拿更好的走法，对手什么也拿不到了',
    "take the first X piles, worth suffix[i] − suffix[i+X] stones; the opponent's lead on the rest, with the new bound, counts against you":
        '拿走前 X 堆，共 suffix[i] − suffix[i+X] 个石子；对手在剩下部分（带着新的上限）的领先，就是你的落后',
    "the same recurrence in the write-ups' stones: everything left, minus the most the opponent can then collect. Making the opponent's share as small as possible makes yours as large as possible":
        '用题解中的石子数写出的同一个递推式：剩下的全部石子，减去对手接下来最多能拿到的。让对手拿得最少，就是让自己拿得最多',
    'dp[i][M] only reads states whose first pile is further right, dp[i+X][…] with X ≥ 1. So the table is filled row by row from i = n−1 back to i = 0; inside a row the cells do not read each other, and M can go in any order. Once 2M ≥ n − i a larger M changes nothing (the value is suffix[i]), so no column past M = ⌈n/2⌉ is ever needed; the table shown stops there.':
        'dp[i][M] 只读取第一堆更靠右的状态，即 X ≥ 1 的 dp[i+X][…]。所以从 i = n−1 到 i = 0 逐行填表；同一行内的格子互不依赖，M 按任何顺序都行。一旦 2M ≥ n − i，再大的 M 也没有区别（值就是 suffix[i]），所以用不到 M = ⌈n/2⌉ 以后的列；下面展示的表格也到此为止。',
    "The first step is the suffix sums. Why a suffix and not a prefix? Because the opponent moves on what is left, and what is left is always piles i to n−1: its total, suffix[i], turns “the most I can collect” into “everything left minus the most the opponent can collect”, and the stones of a move into suffix[i] − suffix[i+X], both in O(1). With O(n²) states (i, M) and up to 2M choices each, this is the O(n³) table. Two further facts bring it to O(n²). Only some states can occur: M becomes X only through a move of X piles, which needs 2M ≥ X beforehand; by induction at least X − 2 piles were gone before that move, so i ≥ 2M − 2, that is M ≤ i/2 + 1. And once 2M ≥ n − i the value is simply suffix[i]. About n²/8 states remain. Then the minimum over X splits in two: for X ≤ M the opponent lands on (i+X, M), a window of M cells that slides one place as i moves down by one; for M < X ≤ 2M he lands on (i+X, X), a window over X whose two ends both move right as M grows. A monotone deque for each keeps its minimum in O(1) amortized time per state. Nothing faster is known: there is no known closed form, the value depends on every pile, not on n or parities as in Stone Game or IV, and simple rules such as always taking 2M piles, or always one, are wrong on rows of a few piles.":
        '第一步是后缀和。为什么用后缀和而不是前缀和？因为对手是在剩下的部分上行动，而剩下的总是第 i 到第 n−1 堆：它的总和 suffix[i] 把“我最多能拿多少”变成“剩下的全部减去对手最多能拿的”，而一步拿到的石子就是 suffix[i] − suffix[i+X]，两者都是 O(1)。共有 O(n²) 个状态 (i, M)，每个最多 2M 种选择，这就是 O(n³) 的递推表。再有两点就能降到 O(n²)。首先，只有一部分状态会出现：M 变成 X 只能通过一步拿 X 堆，而这一步之前需要 2M ≥ X；归纳可知这一步之前至少已拿走 X − 2 堆，所以 i ≥ 2M − 2，即 M ≤ i/2 + 1。而一旦 2M ≥ n − i，值就是 suffix[i]。剩下大约 n²/8 个状态。其次，对 X 取最小值可以拆成两部分：X ≤ M 时，对手落在 (i+X, M)，这是 M 个格子的窗口，i 每减 1 窗口就滑动一格；M < X ≤ 2M 时，对手落在 (i+X, X)，这是关于 X 的窗口，随 M 增大两端都向右移动。各用一个单调队列维护最小值，每个状态均摊 O(1)。目前不知道更快的方法：没有已知的闭式解，价值取决于每一堆的石子数，而不像石子游戏或 IV 那样只取决于 n 或奇偶性；诸如“总是拿 2M 堆”或“总是拿一堆”这样的简单规则，在只有几堆的行上就会出错。',
    'A prefix where a suffix is needed: the stones still on the table are piles i to n−1, prefix[n] − prefix[i]; this listing reads prefix[n − i], the total of the first n − i piles: as many piles, but the wrong ones, and in general a different total.':
        '该用后缀和却用了前缀和：还剩下的石子是第 i 到第 n−1 堆，即 prefix[n] − prefix[i]；这段代码读的却是 prefix[n − i]，也就是前 n − i 堆的总和：堆数相同，但堆不对，总和一般也不同。',
    "Off by one in M: range(1, 2 * m) stops at 2M − 1, so taking exactly 2M piles is never tried, except when it would empty the row (the base case still takes everything). A bound “up to 2M” includes 2M.":
        'M 的边界差一：range(1, 2 * m) 只到 2M − 1，所以从没试过正好拿 2M 堆，除非这一步会拿光整行（边界条件仍会全部拿走）。“最多 2M 堆”是包含 2M 的。',
    'A row of stones is given as stoneValue, and a value may be negative. Alice and Bob take turns, Alice first, each starting from a score of 0. On a turn the player to move takes the first 1, 2 or 3 stones left in the row and adds their values to their score. The game is over when no stone is left. Both play optimally. Return "Alice" if Alice ends with the higher score, "Bob" if Bob does, and "Tie" if the scores are equal.':
        '一行石子由数组 stoneValue 给出，价值可以是负数。Alice 和 Bob 轮流行动，Alice 先手，两人初始分数都是 0。每一回合，轮到的一方拿走行中剩下的前 1、2 或 3 个石子，把它们的价值加到自己的分数上。石子拿完时游戏结束。双方都采取最优策略。Alice 分数更高返回 "Alice"，Bob 分数更高返回 "Bob"，分数相等返回 "Tie"。',
    'the row of values, indexed from 0; n stones in all': '价值组成的行，下标从 0 开始，共 n 个石子',
    'the index of the first stone still in the row: stones i to n−1 are left': '行中剩下的第一个石子的下标：剩下第 i 到第 n−1 个石子',
    'the sum of the x values from index i on: stoneValue[i] + … + stoneValue[i+x−1]': '从下标 i 开始的 x 个价值之和：stoneValue[i] + … + stoneValue[i+x−1]',
    "the lead the player to move can force from stone i on: their score from here minus the opponent's, both playing their best":
        '从第 i 个石子开始、双方都采取最优策略时，轮到的一方能确保的领先：他此后的得分减去对手的',
    'Stones leave only from the front, so the row left is always stoneValue[i..n−1], and the index i is the whole state: whose turn it is does not matter, because the lead is always counted for the player to move. From i the player to move has up to three choices: take 1, 2 or 3 stones (fewer near the end). The opponent then moves from i + 1, i + 2 or i + 3.':
        '石子只从前面被拿走，所以剩下的总是 stoneValue[i..n−1]，下标 i 就是全部状态：轮到谁并不重要，因为领先总是站在轮到的一方来算的。在 i 处，轮到的一方最多有三种选择：拿 1、2 或 3 个石子（快到行尾时更少）。然后对手从 i + 1、i + 2 或 i + 3 开始行动。',
    'dp[i] is the lead the player to move can force on the stones from i: what they collect from here minus what the opponent collects. The answer only compares the two scores, and the lead is exactly that comparison. It reads off dp[0]: "Alice" when it is above 0, "Bob" below 0, "Tie" at exactly 0.':
        'dp[i] 是轮到的一方在从 i 开始的石子上能确保的领先：他此后拿到的减去对手拿到的。答案只比较两人的分数，而领先恰好就是这个比较。答案直接看 dp[0]：大于 0 为 "Alice"，小于 0 为 "Bob"，恰好为 0 为 "Tie"。',
    'no stone left: nothing more to collect for either player': '没有石子了：双方都拿不到任何东西了',
    'score the x stones taken, then the opponent becomes the player to move at i + x, and their lead counts against you':
        '得到拿走的 x 个石子的价值，然后在 i + x 处轮到对手，他的领先就是你的落后',
    'dp[i] reads dp[i+1], dp[i+2] and dp[i+3], the states further along the row. So the table is a single row filled from the end: dp[n] first, then i = n−1 down to 0. No two-dimensional table is needed, since one index already says everything about a state.':
        'dp[i] 读取 dp[i+1]、dp[i+2] 和 dp[i+3]，也就是更靠后的状态。所以表格只有一行，从后往前填：先填 dp[n]，再让 i 从 n−1 递减到 0。不需要二维表格，因为一个下标已经完全描述了状态。',
    'The table is already linear: n states, at most three choices each, O(n) time. The remaining step is memory. Because dp[i] looks at most three places ahead, only three numbers are ever needed: keep dp[i+1], dp[i+2] and dp[i+3] in three variables, compute dp[i], and shift them by one. The running sum of the stones taken is built up while x grows from 1 to 3, so no prefix sums are needed either. That is O(n) time and O(1) extra memory. Why not think in scores, as a first attempt often does (Alice maximises, Bob minimises, two tables)? The lead removes the need to know whose turn it is: the same formula serves both players, with the sign flipping at each move.':
        '递推表本身已经是线性的：n 个状态，每个最多三种选择，O(n) 时间。剩下要优化的是空间。由于 dp[i] 最多往后看三格，任何时候只需要三个数：用三个变量存 dp[i+1]、dp[i+2] 和 dp[i+3]，算出 dp[i] 后整体移动一位。拿走的石子之和在 x 从 1 增加到 3 的过程中逐步累加，所以连前缀和也不需要。这样就是 O(n) 时间、O(1) 额外空间。为什么不像初次尝试时常做的那样按分数来想（Alice 取最大、Bob 取最小，两张表）？用领先就不必知道轮到谁：同一个公式对双方都适用，每走一步变一次号。',
    'Greedy: each player takes the 1, 2 or 3 stones with the largest sum right now. What a move leaves matters as much as what it takes: with negative values, a move worth no more right now can leave the opponent nothing but negative stones.':
        '贪心：每个玩家都拿眼下和最大的 1、2 或 3 个石子。一步留下了什么，和它拿走了什么同样重要：有负数时，一步眼下并不更赚的走法，可能让对手只剩下负价值的石子可拿。',
    'No tie: the lead is computed correctly, but the answer only checks lead > 0, so a lead of exactly 0 is reported as "Bob". The problem has three outcomes, and equal scores are "Tie".':
        '漏了平局：领先算得没错，但答案只判断 lead > 0，于是领先恰好为 0 时报告成了 "Bob"。这道题有三种结果，分数相等应返回 "Tie"。',
    'One pile holds n stones. Alice and Bob take turns, Alice first. On a turn the player to move removes a non-zero perfect square number of stones from the pile (1, 4, 9, 16, …), never more than the pile holds. A player who cannot move, because the pile is empty, loses. Both play optimally. Return true if Alice wins, false if Bob does.':
        '一堆石子共有 n 个。Alice 和 Bob 轮流行动，Alice 先手。每一回合，轮到的一方从这堆中拿走非零的完全平方数个石子（1、4、9、16、……），不能超过剩下的数量。石子拿光后无法行动的一方输。双方都采取最优策略。如果 Alice 获胜返回 true，Bob 获胜返回 false。',
    'the stones in the pile at the start': '开始时这堆石子的数量',
    'the stones left in the pile: a state': '堆中剩下的石子数：即一个状态',
    'a move: remove s² stones, s ≥ 1 and s² ≤ k': '一步：拿走 s² 个石子，s ≥ 1 且 s² ≤ k',
    '+1 if the player to move with k stones left can force a win, −1 if they lose whatever they do (the write-ups keep true and false)':
        '剩下 k 个石子时，轮到的一方能确保获胜则为 +1，无论怎么走都输则为 −1（题解里用 true 和 false）',
    'Nothing is scored, and the only thing that changes is the number of stones, so a state is just k, the stones left. The player to move chooses a square s² no larger than k, which leaves the opponent k − s² stones: there are ⌊√k⌋ choices.':
        '这个游戏不计分，唯一变化的是石子数，所以状态就是剩下的石子数 k。轮到的一方选一个不超过 k 的平方数 s²，给对手留下 k − s² 个石子：共有 ⌊√k⌋ 种选择。',
    "The value of a state is who wins it: win[k] = +1 if the player to move wins with k stones left, −1 if not. Positions with value +1 are called winning (W), the others losing (L). Alice wins exactly when win[n] = +1. Writing the values as ±1 turns “the opponent loses” into a sign flip, the same negamax step as the scored games use.":
        '状态的价值就是谁能赢：剩下 k 个石子时轮到的一方能赢则 win[k] = +1，否则为 −1。价值为 +1 的局面叫必胜态（W），其余叫必败态（L）。Alice 获胜当且仅当 win[n] = +1。把价值写成 ±1，“对手输”就变成了变号，和计分游戏用的负极大值是同一步。',
    'an empty pile: the player to move cannot move, and loses': '空堆：轮到的一方无法行动，输了',
    'a move is worth the opposite of what it leaves the opponent; one move to a losing position is enough to win':
        '一步的价值是它留给对手的局面价值的相反数；只要有一步能走到必败态就能赢',
    'the same in true and false, as the write-ups write it: k is winning if some square leaves a losing position':
        '用题解中的 true 和 false 写出来是同一回事：只要某个平方数能留下必败态，k 就是必胜态',
    'win[k] reads only smaller piles, win[k − 1], win[k − 4], win[k − 9] and so on. So the table is filled from k = 0 upward, and every value it needs is already there. Trying all ⌊√k⌋ squares at every k costs O(n√n) in all.':
        'win[k] 只读取更小的堆：win[k − 1]、win[k − 4]、win[k − 9] 等等。所以从 k = 0 开始往上填表，用到的值都已经算好。在每个 k 上试遍 ⌊√k⌋ 个平方数，总共是 O(n√n)。',
    'Turn the question around. Instead of asking, at each k, whether some square reaches a losing position, start from the losing positions and push forward: if k is losing, then every k + s² is winning, because removing s² hands the opponent the losing k. Go through k = 0, 1, 2, … in order; when the loop reaches a k that nothing has marked, no square leads from k to a losing position (all those were found earlier and would have marked it), so k is losing, and it marks k + 1, k + 4, k + 9, … The answer is unchanged, but only the losing positions do any work, and they are rare, a share that shrinks as n grows. The worst case is still O(n√n); in practice the sieve does a small fraction of that work, and it can stop as soon as n itself is settled. The losing positions follow no known period (the patterns section below lists the first ones it finds), so no closed form in n replaces the sieve.':
        '把问题反过来想。不在每个 k 上问“有没有某个平方数能走到必败态”，而是从必败态出发往前推：如果 k 是必败态，那么每个 k + s² 都是必胜态，因为拿走 s² 个就把必败的 k 交给了对手。按 k = 0, 1, 2, … 的顺序扫描；循环走到一个没被标记过的 k 时，从 k 出发没有哪个平方数能走到必败态（那些必败态都更早被找到，否则早已标记了 k），所以 k 是必败态，再由它标记 k + 1、k + 4、k + 9、……答案不变，但只有必败态需要做事，而必败态很少，n 越大占比越小。最坏情况仍是 O(n√n)；实际上这个筛法只做其中很小一部分工作，而且 n 本身一旦确定就可以停下。必败态没有已知的周期（下面“发现的规律”一节列出了它找到的前几个），所以没有关于 n 的闭式解能代替筛法。',
    'Only the largest square: the listing decides k by the single move that removes the largest square that fits. A winning move may be a smaller square; every square has to be tried.':
        '只试最大的平方数：这段代码只看拿走能拿的最大平方数这一步来判断 k。制胜的一步可能是较小的平方数；每个平方数都要试。',
    'One stone at a time: if every move removed exactly one stone, the first player would win exactly when n is odd. But the even squares 4, 16, 36, … are moves too: they leave the parity of the pile unchanged, and the parity argument falls apart.':
        '只想到一次拿一个：如果每步都恰好拿一个石子，先手当且仅当 n 为奇数时获胜。但偶数平方数 4、16、36、……也是合法的一步：它们不改变堆的奇偶性，奇偶论证就不成立了。',
    'Stones lie in a row, stoneValue[i] the value of stone i, every value positive. Each round Alice cuts the row into two non-empty parts, a left row and a right row. Bob works out the sum of each part and throws away the part with the larger sum; Alice adds the sum of the part that stays to her score. When the sums are equal, Alice decides which part stays. The game continues on the remaining row and ends when a single stone is left. Alice starts with a score of 0. Return the largest score she can reach.':
        '石子排成一行，第 i 个石子的价值为 stoneValue[i]，每个价值都是正数。每一轮，Alice 把这一行分成两个非空的部分：左边一行和右边一行。Bob 算出两部分各自的和，扔掉和较大的那部分；Alice 把留下那部分的和加到自己的分数上。两部分的和相等时，由 Alice 决定留下哪部分。游戏在留下的行上继续，只剩一个石子时结束。Alice 初始分数为 0。返回她能得到的最大分数。',
    'the first and the last stone of the row that is left (both included)': '剩下的行中第一个和最后一个石子（两端都包含）',
    'a cut after stone k: the left part is i..k, the right part k+1..j, with i ≤ k < j (the play below names a cut by the index of the stone it follows, so “split after #2” is k = 2)':
        '在下标为 k 的石子之后切开：左边部分是 i..k，右边部分是 k+1..j，且 i ≤ k < j（下文的对局用切口前那颗石子的下标来称呼切法，所以“在 #2 号石子后分开”就是 k = 2）',
    'stoneValue[i] + … + stoneValue[j], read from prefix sums in O(1)': 'stoneValue[i] + … + stoneValue[j]，用前缀和 O(1) 得到',
    'the largest score Alice can still add when the stones i..j are left': '剩下第 i..j 个石子时，Alice 还能再得到的最大分数',
    "Whichever part stays is a contiguous piece of the original row, so a state is an interval i..j. Only Alice makes decisions: Bob's discard is forced by the sums, so it is not a choice at all, and after every round Alice is again the one to move. Her choice is the cut k, anywhere from after stone i to before stone j; the part with the smaller sum stays, and on equal sums she also chooses which part.":
        '无论留下哪部分，它都是原来那一行中连续的一段，所以状态就是区间 i..j。只有 Alice 做决定：Bob 扔哪部分由两边的和决定，根本不是选择，每一轮之后仍是 Alice 行动。她选择切点 k，可以在第 i 个石子之后到第 j 个石子之前的任何位置；和较小的部分留下，和相等时她还要选留下哪部分。',
    "dp[i][j] is the most Alice can still add to her score from the row i..j. Bob never scores, so there is no opponent's share to subtract: each round's gain is simply added, and the answer is dp[0][n−1].":
        'dp[i][j] 是 Alice 从第 i..j 个石子这一行上还能再得到的最大分数。Bob 从不得分，所以没有对手的份额要减去：每一轮的得分直接相加，答案就是 dp[0][n−1]。',
    'one stone left: it cannot be cut, and the game is over': '只剩一个石子：无法再切，游戏结束',
    'try every cut and keep the best': '试遍每个切点，取最好的',
    'the left part is lighter: it stays, Alice scores its sum and plays on with it': '左边部分更轻：它被留下，Alice 得到它的和，并在它上面继续',
    'the right part is lighter: it stays instead': '右边部分更轻：改为留下右边',
    'a tie: both parts score the same, and Alice keeps the one she can do more with': '相等：两部分得分相同，Alice 留下之后能得分更多的那部分',
    'dp[i][j] reads dp[i][k] and dp[k+1][j], two strictly shorter intervals inside it. So the table is filled by length, all intervals of two stones, then three, up to the whole row; or, equivalently, i from n−1 down to 0 and j from i+1 upward, so that every shorter interval starting at i or ending at j is ready. Trying every cut makes each cell O(n), the table O(n³).':
        'dp[i][j] 读取 dp[i][k] 和 dp[k+1][j]，即它内部两个严格更短的区间。所以按长度填表：先填所有长度为 2 的区间，再填长度为 3 的，直到整行；等价地，i 从 n−1 递减到 0，j 从 i+1 递增，这样以 i 开头或以 j 结尾的更短区间都已算好。每个格子试遍所有切点要 O(n)，整张表就是 O(n³)。',
    'All values are positive, so as the cut k moves right the left sum grows and the right sum shrinks. There is therefore one balance point m, the last cut whose left part is not heavier than the right: every cut up to m keeps the left part, every cut after m keeps the right part (and at m, on equal sums, either). The best cut on the left side is then a prefix maximum, the largest sum(i, t) + dp[i][t] for t from i to m, and it can be kept as a running maximum along row i as j grows; the best cut on the right side is a suffix maximum of sum(t, j) + dp[t][j], a running maximum down column j as i falls. For a fixed i a longer row has a larger total, so m can only move right as j grows: one pointer per row walks at most n steps. Each cell then costs O(1) amortized, the table O(n²). For very long rows the library also runs a pruned search: every part Alice keeps is at most half of the row before it, so the scores of later rounds add up to less than the first, which bounds what a part can still give; parts are tried from the heaviest down and the search stops once the bound cannot beat the best found.':
        '所有价值都是正数，所以切点 k 右移时，左边的和增大，右边的和减小。于是存在一个平衡点 m，即左边部分不比右边重的最后一个切点：m 及以前的切点都留下左边，m 之后的切点都留下右边（在 m 处若两边相等，留哪边都行）。这样左侧最好的切点就是一个前缀最大值，即 t 从 i 到 m 时 sum(i, t) + dp[i][t] 的最大值，可以随着 j 增大沿第 i 行维护一个前缀最大值；右侧最好的切点是 sum(t, j) + dp[t][j] 的后缀最大值，可以随着 i 减小沿第 j 列维护。对固定的 i，行越长总和越大，所以随着 j 增大 m 只会右移：每行一个指针，最多走 n 步。于是每个格子均摊 O(1)，整张表 O(n²)。对于特别长的行，这个库还会运行一个剪枝搜索：Alice 每次留下的部分至多是前一行的一半，所以之后各轮的得分加起来比第一轮还少，这就给出了一个部分最多还能贡献多少的上界；按和从大到小尝试各部分，一旦上界不可能超过已找到的最好结果，搜索就停止。',
    'Keeping the heavier part: the listing scores the larger sum and plays on with it. Bob throws the heavier part away; Alice scores, and continues with, the lighter one.':
        '留下了较重的部分：这段代码得到和较大的那部分，并在它上面继续。其实 Bob 会扔掉较重的部分；Alice 得到的、继续玩的，都是较轻的那部分。',
    'Equal sums, always the left part: on a tie the listing always keeps the left part. Alice may keep either, and the right one can be worth more later; the tie case needs the larger of dp on both sides.':
        '和相等时总留左边：两边相等时这段代码总是留下左边。Alice 可以留任意一边，而右边之后可能更值钱；相等的情况要取两边 dp 中较大的那个。',
}
