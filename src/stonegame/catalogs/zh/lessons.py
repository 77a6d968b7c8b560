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
        '一个状态的价值，是双方都采取最优策略时，轮到的一方从这里到结束能确保的分差：自己的石子数减去对手的。整行的价值大于 0 时 Alice 获胜。题解中的表格则为每个状态记录一对数（先手，后手）：轮到的一方和另一方各拿到的石子数，公式里记作 first 和 second；价值就是 first − second。',
    'one pile left: the player to move takes it, and the other gets nothing more': '只剩一堆：轮到的一方拿走它，对手再也拿不到什么',
    'when i > j, no pile is left: where brute.py and memo.py stop; the transition at i = j then gives dp[i][i] = piles[i] − 0, the line above': '当 i > j 时，一堆也不剩：brute.py 和 memo.py 就停在这里；在 i = j 时，状态转移由它得出 dp[i][i] = piles[i] − 0，也就是上一行',
    'take an end, then the opponent is the one to move on what is left: their margin counts against you':
        '取走一端，剩下的部分轮到对手操作：对手的领先就是你的落后',
    'dp[i][j] needs dp[i+1][j] and dp[i][j−1], the two runs one pile shorter, so any order that fills a run after both of its shorter runs works. One is by length: every single pile first, then every run of two, and so on up to the whole row. table.py uses another: i from the last row up, and in each row j from i to the right; when it comes to dp[i][j], row i+1 is complete and dp[i][j−1] is the cell it wrote just before.':
        'dp[i][j] 依赖 dp[i+1][j] 和 dp[i][j−1]，也就是少一堆的两段，所以只要每一段都排在它的两个更短的段之后，任何填表顺序都行。一种是按长度：先填所有单堆，再填所有长度为 2 的段，依此类推直到整行。table.py 用的是另一种：i 从最后一行往上，每一行里 j 从 i 往右；填到 dp[i][j] 时，第 i+1 行已经填完，而 dp[i][j−1] 正是它上一步写入的格子。',
    'Greedy: take the larger end every turn. A small end can open a large pile to the opponent, and the greedy player does not look one move ahead.':
        '贪心：每回合取较大的一端。取走一个小的端点可能会把一个大堆暴露给对手，而贪心的一方不往前看一步。',
    'The parity strategy with the even-indexed piles only: Alice can take all the even-indexed or all the odd-indexed piles, and must choose the larger sum.':
        '只用下标为偶数的堆的奇偶策略：Alice 可以拿走全部下标为偶数的堆或全部下标为奇数的堆，必须选和更大的那一组。',
    # The lesson's own words (stonegame.teach.lesson, patterns)
    'Lesson: {game}': '课程：{game}',
    'The problem': '题目',
    'State and choice': '状态与选择',
    'The recurrence': '递推式',
    'Brute force, then memo, then the table': '暴力搜索 → 记忆化 → 递推表',
    'The step that makes it fast': '让它变快的关键一步',
    'Checking that they agree': '检验各方法是否一致',
    'How they grow': '它们如何增长',
    'Common mistakes': '常见错误',
    'Patterns found': '发现的规律',
    'Grundy values': 'Grundy 值',
    'Both players have the same moves in every position and whoever cannot move loses, so the game is impartial and each position has a Grundy value: g(p) is the least number ≥ 0 that no move from p reaches. The player to move loses exactly where g(p) = 0, and a sum of such games (a move in one of them each turn) is worth the XOR of their values, which is how Nim is won.':
        '在每个局面双方可走的步都一样，无法行动的一方输，所以这是一个公平博弈，每个局面都有一个 Grundy 值：g(p) 是从 p 走一步到不了的最小非负整数。轮到的一方恰好在 g(p) = 0 时必输；几个这样的游戏之和（每回合在其中一个里走一步）的值是它们各自值的异或，Nim 就是这样取胜的。',
    'The example\'s start has g = {value}: {verdict}.': '示例的初始局面 g = {value}：{verdict}。',
    'the player to move loses': '轮到的一方必输',
    'the player to move wins, by moving to a position of value 0': '轮到的一方必胜：走到一个值为 0 的局面即可',
    'g(0), g(1), …, g({upto}):': 'g(0), g(1), …, g({upto})：',
    '{kind} g(n + {period}) = g(n) for every n ≥ {preperiod}. {reason}': '{kind}对所有 n ≥ {preperiod}，g(n + {period}) = g(n)。{reason}',
    'Proven:': '已证明：',
    '{note}.': '{note}。',
    'Apparent, not proven:': '看起来成立，但未证明：',
    'Try it': '动手试试',
    'LeetCode {number}: {url}. Constraints: {constraints}.': '力扣 {number}：{url}。约束：{constraints}。',
    'The example: {instance}. The answer is {answer}; here is the optimal play, move by move.': '示例：{instance}。答案是 {answer}；下面逐步给出最优策略。',
    '(The optimal play is not shown: {why}.)': '（不展示最优策略：{why}。）',
    'A state is a position of the game, what is left to play; a move leads to another state, with the other player to move (or the same one, when the rules say the mover goes again).': '状态就是游戏的一个局面，即还剩下什么可以走；一步走到另一个状态，轮到对手（规则规定同一方再走时，仍是同一方）。',
    "The value of a state is what the player to move can secure from it: own points minus the opponent's.": '一个状态的价值是轮到的一方从这里能确保的分差：自己的得分减去对手的。',
    'The value of a state is +1 if the player to move wins from it, −1 if not.': '如果轮到的一方从这个状态能赢，它的价值是 +1，否则是 −1。',
    'On the example, the first state is {cell}: {left}, and it has {moves}:': '在示例中，第一个状态是 {cell}：{left}，它有 {moves}：',
    ', scoring {gain}': '，得 {gain} 分',
    '{said}{gain}: leads to {cell}, {left}': '{said}{gain}：到达 {cell}，{left}',
    'On the example, the first state is {cell}, and it has {moves}:': '在示例中，第一个状态是 {cell}，它有 {moves}：',
    '{said}{gain}: leads to {cell}': '{said}{gain}：到达 {cell}',
    '… and {n} more move': '…… 还有 {n} 种走法',
    'The base cases:': '边界条件：',
    'The transition:': '状态转移：',
    'Every game of the family is solved by one recurrence (negamax): the best, over the moves, of what the move scores and what the state it leads to is worth, counted against the mover when the turn passes.': '这个家族的每个游戏都用同一个递推式（负极大值）求解：在所有走法中取最大值，每种走法的价值是这一步的得分，加上它所到达的状态的价值；轮到对手时，那个价值要算作自己的损失。',
    'when p has no move': 'p 无路可走时',
    'or g(p, m) + v(pₘ) when the mover moves again': '走的一方接着再走时，改为 g(p, m) + v(pₘ)',
    'One cell worked out on the example, {cell}, with its numbers plugged in:': '在示例上算一个格子 {cell}，把数字代进去：',
    'so the best move is to {said}': '所以最好的一步是{said}',
    'so the best move is to {said}. A move that leaves nothing ends the game: there the value is {value}, written as {value} in the formula.':
        '所以最好的一步是{said}。一步拿完之后什么都不剩，游戏就结束了：那里的值是 {value}，公式中直接写作 {value}。',
    '({said})': '（{said}）',  # an aside under a formula, in full-width parentheses
    'Brute force follows the recurrence as it is: every line of play is walked to its end, and a state that several lines reach is walked again for each of them.':
        '暴力搜索照搬递推式：每一条走法都走到底，一个状态若有几条路线都能到达，每条路线都会把它重新走一遍。',
    "Top-down with a memo: the same recursion, but each state's value is computed once and remembered; the work is the number of states times the moves from each.": '自顶向下加记忆化：同样的递归，但每个状态的价值只算一次并记下来；工作量是状态数乘以每个状态的走法数。',
    'Bottom-up: the table is filled in an order where every state comes after the states it depends on, so no recursion is needed.': '自底向上：按照每个状态都排在它所依赖的状态之后的顺序填表，所以不需要递归。',
    '{method} ({complexity}). {words}': '{method}（{complexity}）。{words}',
    'On the example it visits {n:,} position.': '在示例上它访问了 {n:,} 个局面。',
    'On the example it fills {n:,} cell.': '在示例上它填了 {n:,} 个格子。',
    'The fill order on the example, stage by stage (a stage needs only the base cases and the stages before it):': '示例上的填表顺序，一层一层（每一层只依赖边界条件和它之前的层）：',
    'stage {h}: {cells}': '第 {h} 层：{cells}',
    'On the example: {argument}': '在示例上：{argument}',
    'The example does not show this; on {instance}: {argument}': '示例展示不了这一点；在 {instance} 上：{argument}',
    '{method} ({complexity}) on the example gives {answer}: {verdict}.': '{method}（{complexity}）在示例上给出 {answer}：{verdict}。',
    'the same answer as the table': '和递推表的答案相同',
    'a different answer': '答案不同',
    "A check, not a proof: while this lesson was made, every method ({methods}) solved {instances} random instances with n up to {largest}, and each answer was compared with brute force's; they agreed on {agreed}.": '这是检验，不是证明：生成这份课程时，每种方法（{methods}）都解了 {instances} 个 n 不超过 {largest} 的随机输入，每个答案都与暴力搜索的答案比对；其中 {agreed} 个完全一致。',
    '{method} disagrees on {instance}.': '{method} 在 {instance} 上不一致。',
    'fitted growth': '拟合的增长',
    'n at 1 s': '耗时 1 秒时的 n',
    'Its smallest failing instance is {instance}: it answers {wrong}, the answer is {right}.': '它出错的最小输入是 {instance}：它回答 {wrong}，正确答案是 {right}。',
    'The optimal play there:': '那里的最优策略：',
    '{n} possible move': '{n} 种走法',
    '{player} {said:third}': '{player} {said}',
    'Play it against the perfect opponent, see its table fill, check your own solution (save it as my_solution.py first), or open the playground (then http://127.0.0.1:8000/?game={game}):': '和完美对手对弈、看表格如何填满、检查你自己的解法（先把它保存为 my_solution.py），或者打开演练场（然后访问 http://127.0.0.1:8000/?game={game}）：',
    # Patterns (stonegame.teach.patterns)
    'the answer is {answer} on {which}': '在{which}上答案都是 {answer}',
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
    # Stone Game VI (1686), VII (1690), VIII (1872), IX (2029), and the families take-up-to:K,
    # subtraction:S, nim and misère Nim (their teaching: statements, terms, recurrences, arguments, mistakes)
    'There are n stones, and Alice and Bob value each one differently: stone i is worth aliceValues[i] points to Alice and bobValues[i] points to Bob. They take turns, Alice first; each turn the player to move takes any one stone left and scores their own value for it. When no stone is left, the higher score wins. Both play optimally, knowing both lists. Return 1 if Alice wins, −1 if Bob wins, and 0 on a tie.':
        '有 n 颗石子，Alice 和 Bob 对每颗石子的估值不同：第 i 颗石子对 Alice 值 aliceValues[i] 分，对 Bob 值 bobValues[i] 分。两人轮流操作，Alice 先手；每一回合，轮到的一方从剩下的石子中任取一颗，得到自己对它的估值那么多分。石子取完后，得分高的一方获胜。双方都知道两个数组，并且都采取最优策略。Alice 获胜返回 1，Bob 获胜返回 −1，平局返回 0。',
    'A state is the set of stones left. Whose turn it is follows from it (Alice moves when an even number of stones is gone), and the scores so far do not change what is best from here. The player to move chooses any stone k of S: they score gₖ, and the opponent moves on S without k. Unlike the games on a row, any subset can be left, so there are 2^n states.':
        '状态就是剩下的石子集合。轮到谁由它决定（已取走的石子数为偶数时轮到 Alice），之前的得分也不影响从这里开始怎样最好。轮到的一方可以选 S 中任意一颗石子 k：得到 gₖ 分，然后对手在去掉 k 的 S 上操作。和在一行上取石子的游戏不同，剩下的可以是任意子集，所以共有 2^n 个状态。',
    "The value of a state is the margin the player to move can secure: their score minus the opponent's, from here to the end, when both play their best. The answer is the sign of the value of the full set: 1 if it is above 0, −1 below 0, 0 at 0.":
        '一个状态的价值，是双方都采取最优策略时，轮到的一方从这里到结束能确保的分差：自己的得分减去对手的。答案取全集价值的符号：大于 0 返回 1，小于 0 返回 −1，等于 0 返回 0。',
    "dp[S] needs the sets with one stone fewer. Taking stone k clears bit k of the mask, which makes it a smaller number, so filling the masks in increasing order, 0, 1, 2, … up to 2^n − 1, always finds them done; so does filling by the number of stones left, none first. 2^n sets and up to n moves each: O(2^n · n), fine for n ≤ 20, hopeless for LeetCode's n = 10^5.":
        'dp[S] 依赖少一颗石子的集合。取走石子 k 会把掩码的第 k 位清零，得到一个更小的数，所以按掩码从小到大填表（0, 1, 2, … 直到 2^n − 1），用到的状态总是已经算好；按剩下的石子数从少到多填也可以。共 2^n 个集合，每个最多 n 种走法：O(2^n · n)，n ≤ 20 时没问题，对力扣的 n = 10^5 则毫无希望。',
    "The search is exponential; one identity makes it a sort. Let A be the stones Alice ends with and B Bob's. Alice − Bob = (a summed over A) − (b summed over B) = (a + b summed over A) − (b summed over all the stones), because B is all the stones but A. The last sum does not depend on the play, so Alice wants the stones she takes to have the largest total a + b; from Bob's side, Bob − Alice = (a + b summed over B) − (a summed over all the stones), so he wants the same. Taking a stone scores your value and denies the other theirs: it is worth a + b to either player. Both play one game in which stone k is worth cₖ = aₖ + bₖ to whoever takes it, and there taking the largest c left is optimal. Rank the stones by c, counting the ranks from 0 as the code counts order[0], order[1], …: c₍₀₎ ≥ c₍₁₎ ≥ … ≥ c₍ₙ₋₁₎. At her turn t (t = 0, 1, …) only 2t stones are gone, so one of ranks 0 to 2t is left and greedy Alice takes a stone worth at least c₍₂ₜ₎: she secures the sum over the even ranks, whatever Bob does. Greedy Bob secures the odd ranks the same way, and the two bounds add up to the whole, so neither can do better. So sort by a + b, largest first, give the even ranks to Alice and the odd ranks to Bob, and compare the points: O(n log n), or O(n) by counting, since a + b ≤ 200.":
        '搜索是指数级的；一个恒等式把它变成一次排序。设 A 为 Alice 最终拿到的石子，B 为 Bob 的。Alice − Bob =（A 上 a 的和）−（B 上 b 的和）=（A 上 a + b 的和）−（所有石子 b 的和），因为 B 就是 A 以外的全部石子。最后一项与怎么走无关，所以 Alice 希望自己拿到的石子 a + b 之和最大；从 Bob 的角度看，Bob − Alice =（B 上 a + b 的和）−（所有石子 a 的和），他想要的也一样。拿走一颗石子，既给自己加了分，又让对方少得了分：对任何一方它都值 a + b。双方其实在玩同一个游戏：石子 k 对拿走它的人值 cₖ = aₖ + bₖ，而在这个游戏里，每次拿剩下的 c 最大的石子就是最优的。把石子按 c 排名，名次和代码里的 order[0], order[1], … 一样从 0 开始：c₍₀₎ ≥ c₍₁₎ ≥ … ≥ c₍ₙ₋₁₎。Alice 的第 t 次操作（t = 0, 1, …）时只少了 2t 颗石子，所以名次 0 到 2t 中至少还剩一颗，贪心的 Alice 至少拿到 c₍₂ₜ₎：无论 Bob 怎么走，她都能保证拿到所有偶数名次之和。同理，贪心的 Bob 能保证奇数名次之和，两个下界加起来正好是总和，所以谁也不能做得更好。因此按 a + b 从大到小排序，偶数名次归 Alice，奇数名次归 Bob，比较双方得分即可：O(n log n)；由于 a + b ≤ 200，用计数排序可以做到 O(n)。',
    "stone k's worth to Alice and to Bob; the stones are numbered from 0, as the board and the code number them, so aₖ = aliceValues[k]":
        '石子 k 对 Alice 和对 Bob 的价值；石子和棋盘、代码里一样从 0 开始编号，所以 aₖ = aliceValues[k]',
    'the set of stones left; the code keeps it as a bitmask, bit k set while stone k is left':
        '剩下的石子集合；代码里用位掩码表示，石子 k 还在时第 k 位为 1',
    'what taking stone k scores for the player to move: aₖ if Alice is to move, bₖ if Bob is':
        '轮到的一方拿走石子 k 的得分：轮到 Alice 时是 aₖ，轮到 Bob 时是 bₖ',
    "the most the player to move can end ahead by, own score minus the opponent's, with the stones of S left":
        '剩下 S 中的石子时，轮到的一方最多能领先多少：自己的得分减去对手的',
    'no stone left: nobody scores again':
        '没有石子了：谁都不会再得分',
    'take stone k and score your value for it; then the opponent moves on the rest, and their margin counts against you':
        '拿走石子 k，得到自己对它的估值；然后对手在剩下的石子上操作，对手的领先就是你的落后',
    'Each player takes the stone worth most to themselves. That counts what the stone scores, but not what taking it denies the opponent, and a stone the opponent values highly can be worth more to take.':
        '每个人都拿对自己价值最大的石子。这只算了石子给自己带来的分，没算拿走它让对手少得的分，而一个对手看重的石子可能更值得拿。',
    "Sorting by a − b: it looks like the stone's net worth, but taking stone k moves the margin by aₖ for the points scored plus bₖ for the points denied, a + b in all, whoever takes it.":
        '按 a − b 排序：看起来像是石子的净价值，但无论谁拿走石子 k，分差都会变化 aₖ（自己得到的分）加 bₖ（对手少得的分），一共是 a + b。',
    "n stones lie in a row; stones[i] is the value of the i-th stone. Alice and Bob take turns, Alice first. Each turn the player to move removes the leftmost or the rightmost stone and scores the sum of the values of the stones that are still in the row (removing the last stone scores nothing). When no stone is left, the one with the higher score wins. Bob knows he will lose, so he plays to lose by as little as he can; Alice plays to win by as much as she can. Return the difference between Alice's and Bob's scores when both play optimally.":
        'n 个石子排成一行，stones[i] 是第 i 个石子的价值。Alice 和 Bob 轮流操作，Alice 先手。每一回合，轮到的一方移除最左边或最右边的一个石子，得到行中剩下石子的价值之和（移除最后一个石子得 0 分）。石子移除完后，得分高的一方获胜。Bob 知道自己一定会输，所以他想让输的分差尽量小；Alice 想让赢的分差尽量大。返回双方都采取最优策略时 Alice 与 Bob 的得分之差。',
    'A state is what is left of the row: the run of stones from i to j; what was scored before does not change what is best from here. The player to move has two choices: remove stone i, which scores sum(i+1, j), or remove stone j, which scores sum(i, j−1). Either leaves a run one stone shorter to the other player. The whole row is the state (0, n−1).':
        '状态就是行中剩下的部分：从第 i 个到第 j 个石子的一段；之前得了多少分，不影响从这里开始怎样最好。轮到的一方有两种选择：移除石子 i，得 sum(i+1, j) 分；或者移除石子 j，得 sum(i, j−1) 分。两种都给对手留下少一个石子的一段。整行就是状态 (0, n−1)。',
    "The value of a state is the margin the player to move can secure: their score minus the opponent's, from here to the end, when both play their best. The answer is the value of the whole row, dp[0][n−1]. Bob playing to lose by as little as possible is just Bob maximising his own margin, so one recurrence serves both players.":
        '一个状态的价值，是双方都采取最优策略时，轮到的一方从这里到结束能确保的分差：自己的得分减去对手的。答案就是整行的价值 dp[0][n−1]。Bob 想让输的分差尽量小，其实就是让自己的分差尽量大，所以一个递推式对双方都适用。',
    'dp[i][j] needs dp[i+1][j] and dp[i][j−1], the two runs one stone shorter. So the table is filled by length, every run of one stone first (all 0), then every run of two, up to the whole row; or, the same thing, i from n−2 up to 0 and j from i+1 to the right. Row i needs only row i+1, so the listings keep a single row of n values: O(n²) time, O(n) memory.':
        'dp[i][j] 依赖 dp[i+1][j] 和 dp[i][j−1]，也就是少一个石子的两段。所以按长度填表：先填所有长度为 1 的段（都是 0），再填长度为 2 的，直到整行；等价地，i 从 n−2 往上到 0，j 从 i+1 往右。第 i 行只依赖第 i+1 行，所以代码只保留一行 n 个值：时间 O(n²)，空间 O(n)。',
    "The write-ups stop at the O(n²) table, which n ≤ 1000 allows. A reduction goes further. Removing an end x from a row whose sum is S scores S − x: what you score is the row's sum minus what you remove, so in effect each player wants to remove small stones. Let V(r) be this game's value on a row r and W(r) the value of Stone Game (877: take an end and score it) on r. Then 2·V(r) = sum(r) + W(−r), where −r is the row with every value negated. Proof by induction on the length: one stone x gives V = 0 and W([−x]) = −x, and 0 = x − x. For a longer row with sum S, removing the end x leaves r' with sum S − x, and by induction 2·(S − x − V(r')) = S + (−x − W(−r')). The left side is twice an option of V(r), the bracket on the right is the matching option of W(−r), so the maxima agree. W is found in O(n) by Stone Game's collapse: every x ≤ y ≥ z inside the row becomes one stone x − y + z, after which taking the larger end is optimal. So V = (sum + W(−stones)) / 2 in O(n) time.":
        "题解一般停在 O(n²) 的递推表，n ≤ 1000 也允许这样做。一次归约可以更进一步。在总和为 S 的行中移除端点 x，得 S − x 分：得分等于这一行的总和减去移除的石子，所以实际上每个人都想移除小的石子。设 V(r) 为本游戏在行 r 上的价值，W(r) 为石子游戏（877：取走一端并得到它的分）在 r 上的价值。那么 2·V(r) = sum(r) + W(−r)，其中 −r 是把每个值取相反数后的行。对长度用归纳法证明：只有一个石子 x 时，V = 0，W([−x]) = −x，而 0 = x − x。对总和为 S 的更长的行，移除端点 x 后留下总和为 S − x 的 r'，由归纳假设，2·(S − x − V(r')) = S + (−x − W(−r'))。左边是 V(r) 的一个选项的两倍，右边括号里是 W(−r) 对应的选项，所以两边的最大值相等。W 可以用石子游戏的合并方法在 O(n) 内求出：把行内每个 x ≤ y ≥ z 的三个数合并成一个 x − y + z，之后每次取较大的一端就是最优的。所以 V = (sum + W(−stones)) / 2，时间 O(n)。",
    'the row of n stones, numbered from 0':
        'n 个石子组成的行，下标从 0 开始',
    'the first and the last stone still in the row (both included)':
        '行中剩下的第一个和最后一个石子（两端都包含）',
    'stones[0] + … + stones[k−1], the sum of the first k stones (prefix[0] = 0)':
        'stones[0] + … + stones[k−1]，即前 k 个石子的和（prefix[0] = 0）',
    'stones[i] + … + stones[j] = prefix[j+1] − prefix[i], found in O(1)':
        'stones[i] + … + stones[j] = prefix[j+1] − prefix[i]，O(1) 求出',
    "the most the player to move can end ahead by, own score minus the opponent's, with stones i to j left":
        '剩下第 i 到第 j 个石子时，轮到的一方最多能领先多少：自己的得分减去对手的',
    'one stone left: removing it leaves nothing to score':
        '只剩一个石子：移除它之后，没有剩下的石子可以得分',
    'remove an end and score what is left; then the opponent moves on what is left, and their margin counts against you':
        '移除一端，得到剩下部分的和；然后对手在剩下的部分上操作，对手的领先就是你的落后',
    'with the prefix sums computed once, each sum costs O(1), so each cell does':
        '前缀和只需算一次，之后每个区间和都是 O(1)，每个格子也就是 O(1)',
    'Greedy: each player removes the smaller end, which scores the most this turn. It does not look at what that leaves the opponent: removing the larger end can leave a row the opponent scores less on.':
        '贪心：每个人都移除较小的一端，这样这一回合得分最多。但它不看这会给对手留下什么：移除较大的一端，可能留给对手一个得分更少的局面。',
    'Off by one in the sums: the mover scores sum(i, j), the whole run, the removed stone included, where the rule scores only the stones that remain: sum(i+1, j) or sum(i, j−1). Both ends then score the same and the choice is made on the wrong numbers.':
        '区间和差一位：轮到的一方得到 sum(i, j)，即整段的和，连被移除的石子也算了进去；而规则只算剩下的石子：sum(i+1, j) 或 sum(i, j−1)。于是两端的得分相同，选择依据的是错误的数字。',
    "n stones lie in a row; stones[i] is the value of the i-th stone from the left, and values may be negative. Alice and Bob take turns, Alice first. While more than one stone is left, the player to move chooses an x > 1, removes the leftmost x stones, adds the sum of their values to their own score, and puts one new stone worth that sum back at the left end. The game ends when one stone is left. Alice plays to make (her score − Bob's score) as large as possible, Bob to make it as small as possible. Return that difference when both play optimally.":
        'n 个石子排成一行，stones[i] 是从左边数第 i 个石子的价值，价值可以为负。Alice 和 Bob 轮流操作，Alice 先手。只要剩下的石子多于一个，轮到的一方就选一个整数 x > 1，移除最左边的 x 个石子，把它们的价值之和加到自己的得分上，并在最左边放回一个价值等于这个和的新石子。只剩一个石子时游戏结束。Alice 想让（她的得分 − Bob 的得分）尽量大，Bob 想让它尽量小。返回双方都采取最优策略时的这个分差。',
    'First the observation that makes the game small: a merge never changes the sum of the row. So after merges up to the original stone i, the leftmost stone is worth prefix[i], however the merges went, and the stones to its right are stones[i+1..n−1], untouched. A state is therefore one index i, and the scores so far do not matter for what is best from here. The player to move chooses j with i < j ≤ n − 1, which merges the x = j − i + 1 ≥ 2 leftmost stones: they score prefix[j] and leave the state j to the opponent. The game ends at i = n − 1, with one stone left.':
        '先看一个让游戏变小的观察：合并不会改变整行的总和。所以合并到原来的第 i 个石子之后，不管之前是怎么合并的，最左边的石子一定值 prefix[i]，而它右边的石子仍然是原封不动的 stones[i+1..n−1]。因此状态就是一个下标 i，之前的得分不影响从这里开始怎样最好。轮到的一方选一个满足 i < j ≤ n − 1 的 j，也就是合并最左边的 x = j − i + 1 ≥ 2 个石子：得到 prefix[j] 分，并把状态 j 留给对手。i = n − 1 时只剩一个石子，游戏结束。',
    "The value f[i] is the margin the player to move can secure from the state i: their score minus the opponent's, from here to the end, when both play their best. The answer is f[0] itself, Alice's score minus Bob's, and it may be negative.":
        '价值 f[i] 是双方都采取最优策略时，轮到的一方从状态 i 到结束能确保的分差：自己的得分减去对手的。答案就是 f[0] 本身，即 Alice 的得分减去 Bob 的得分，它可以是负数。',
    'f[i] needs f[j] for every j > i, so the table is filled from the right: f[n−1] = 0 first, then f[n−2], and so on down to f[0], the answer. The listing above keeps the loop over j, so each cell costs up to n steps: O(n²) in all, too slow for n = 10^5. fast.py, further on, fills the same f with the second line of the transition instead and drops that loop: O(n).':
        'f[i] 依赖所有 j > i 的 f[j]，所以从右往左填表：先填 f[n−1] = 0，再填 f[n−2]，一直到答案 f[0]。上面的代码保留了对 j 的循环，每个格子最多要 n 步：总共 O(n²)，n = 10^5 时太慢。后面的 fast.py 改用状态转移的第二行来填同样的 f，去掉了这层循环：O(n)。',
    'Two steps take the game from exponential to O(n). The first is the state: since a merge keeps the sum of the row, every move scores a prefix sum and a state is one index, which turns brute force into an O(n²) memo (n states, up to n moves each). The second compares two neighbouring states. From i the player to move may merge up to any j from i + 1 to n − 1; from i + 1, up to any j from i + 2 to n − 1, and such a merge scores the same prefix[j] and leads to the same state j from both. So the options of f[i] are the options of f[i+1] plus one more, j = i + 1, and the best of the shared ones is f[i+1] itself: f[i] = max(f[i+1], prefix[i+1] − f[i+1]). In words: at i you either stop the merge at stone i + 1 now, or merge further, which is worth exactly what the best move from i + 1 is worth. This holds for i ≤ n − 3; at i = n − 2 the only move merges everything, so f[n−2] = prefix[n−1]. One pass from the right, one comparison a state: O(n) time, and O(1) memory besides the prefix sums, since each f needs only the one after it.':
        '两步把这个游戏从指数级降到 O(n)。第一步是状态：合并不改变整行的总和，所以每一步的得分都是一个前缀和，状态就是一个下标，暴力搜索于是变成 O(n²) 的记忆化搜索（n 个状态，每个最多 n 种走法）。第二步比较相邻的两个状态。从 i 出发，轮到的一方可以合并到 i + 1 到 n − 1 之间的任意 j；从 i + 1 出发，可以合并到 i + 2 到 n − 1 之间的任意 j，而这样的合并从两处出发得分都是同一个 prefix[j]，到达的也都是同一个状态 j。所以 f[i] 的选项就是 f[i+1] 的选项再加一个 j = i + 1，而共有选项中最好的就是 f[i+1] 本身：f[i] = max(f[i+1], prefix[i+1] − f[i+1])。换句话说：在 i 处，要么现在就合并到第 i + 1 个石子为止，要么合并得更多，而后者的价值恰好等于从 i + 1 出发的最优走法。这对 i ≤ n − 3 成立；i = n − 2 时唯一的走法是全部合并，所以 f[n−2] = prefix[n−1]。从右往左扫一遍，每个状态比较一次：时间 O(n)，除前缀和外只需 O(1) 的空间，因为每个 f 只依赖它后面的那一个。',
    'The options of f[i] and f[i+1]':
        'f[i] 与 f[i+1] 的选项',
    'The same step with both maxima written out term by term, as a write-up makes it:':
        '同一步，像题解那样把两个 max 逐项展开来写：',
    'The example has two stones, and f[1] has no option':
        '示例只有两个石子，f[1] 没有任何选项',
    'At i = 0: f[0] = max({symbols})':
        '取 i = 0：f[0] = max({symbols})',
    'f[1] = {symbols} = {numbers} = {value}: the only option of f[0] after its first':
        'f[1] = {symbols} = {numbers} = {value}：这是 f[0] 除第一项以外唯一的选项',
    'f[1] = max({symbols}) = max({numbers}) = {value}: the options of f[0] after its first':
        'f[1] = max({symbols}) = max({numbers}) = {value}：括号里正是 f[0] 除第一项以外的全部选项',
    'so f[0] = max({first}, f[1]) = max({number}, {value}) = {answer}, as the max over all its options gives':
        '所以 f[0] = max({first}, f[1]) = max({number}, {value}) = {answer}，与对全部选项取 max 的结果相同',
    'f from the end on the example':
        '在示例上从后往前算 f',
    'fast.py keeps the prefix sums and one running value f, which holds f[n−2] first and f[0] last; below, f[i] is its value once the loop has reached i. On the example:':
        'fast.py 保存前缀和，以及一个滚动值 f：它先是 f[n−2]，最后是 f[0]；下面的 f[i] 指循环走到 i 时 f 的值。在示例上：',
    'prefix = [{row}]':
        'prefix = [{row}]',
    'f[{i}] = prefix[{last}] = {f}: two stones left, merging both is the only move':
        'f[{i}] = prefix[{last}] = {f}：只剩两个石子，唯一的走法是把它们合并',
    'f[{i}] = {worked}':
        'f[{i}] = {worked}',
    'fast.py returns f[0] = {f}':
        'fast.py 返回 f[0] = {f}',
    'stones[0] + stones[1] + … + stones[j]: the sum of the first j + 1 stones':
        'stones[0] + stones[1] + … + stones[j]：前 j + 1 个石子的和，即前缀和',
    'the original stones 0 to i are merged into the leftmost stone, which is worth prefix[i] (i = 0 at the start: nothing is merged yet)':
        '原来的第 0 到第 i 个石子已合并成最左边的石子，它值 prefix[i]（开始时 i = 0：还没有合并）',
    "the most the player to move can end ahead by, own score minus the opponent's, from the state i":
        '从状态 i 开始，轮到的一方最多能领先多少：自己的得分减去对手的',
    'one stone left: the game is over and nobody scores again':
        '只剩一个石子：游戏结束，谁都不会再得分',
    'two stones left: the only move merges them both; the transition gives this too, and its second form starts from it':
        '剩两个石子：唯一的走法是把它们合并；状态转移的第一行也能算出它，而第二行要从它开始',
    'merge up to stone j: you score prefix[j], then the opponent moves from j, and their margin counts against you':
        '合并到第 j 个石子：你得到 prefix[j] 分，然后对手从 j 开始操作，对手的领先就是你的落后',
    'the same values at one comparison a state: the step that makes it fast, below, shows why':
        '同样的值，每个状态只需比较一次：为什么成立，见下面“让它变快的关键一步”',
    'Greedy: each player merges up to where the prefix sum is largest. That scores the most now, but it picks the state the opponent starts from without weighing what they can score from there.':
        '贪心：每个人都合并到前缀和最大的位置。这一步得分最多，但它决定了对手从哪个状态开始，却没有衡量对手从那里能得多少分。',
    "Off by one at the start: the loop of the O(n) recurrence runs one step too far, to i = −1, as if Alice's first merge could take a single stone (x = 1, scoring stones[0] and passing the turn). The rule is x > 1, so the answer is f[0], not max(f[0], stones[0] − f[0]).":
        '开头差一位：O(n) 递推的循环多走了一步，走到了 i = −1，就好像 Alice 第一次合并可以只取一个石子（x = 1，得 stones[0] 分，然后把回合交给对手）。规则要求 x > 1，所以答案是 f[0]，而不是 max(f[0], stones[0] − f[0])。',
    "The write-up's indices: the official f and $\\mathrm{{solve}}$":
        '题解的下标：官方解法的 f 与 $\\mathrm{{solve}}$',
    "The write-up's two codes compute this lesson's f under other indices. The official solution's $\\mathrm{{pre}}$ is prefix, but its f[i], written $\\mathrm{{f}}'$ here, lets the player to move end the merge at index i or later, where the lesson's f[i] starts at i + 1: so f[i] = $\\mathrm{{f}}'[i+1]$, and its line below is the lesson's second transition shifted by one. The other code's $\\mathrm{{sum}}[k]$ is the sum of the first k stones, prefix[k−1], and $\\mathrm{{solve}}(k)$ ends the merge at the k-th stone (counting from 1) or later: f[i] = $\\mathrm{{solve}}(i+2)$. The first move merges at least 2 stones, so it ends at index 1, the 2nd stone, or later: hence the answers $\\mathrm{{f}}'[1]$ and $\\mathrm{{solve}}(2)$, both the lesson's f[0]. $\\mathrm{{f}}'[0]$ would let the first merge take a single stone, which is why the official loop stops at i = 1: the off-by-one mistake told below.":
        "题解的两段代码算的就是本课的 f，只是下标不同。官方解法的 $\\mathrm{{pre}}$ 就是 prefix，但它的 f[i]（这里记作 $\\mathrm{{f}}'$）允许轮到的一方合并到下标 i 或更靠后的位置，而本课的 f[i] 从 i + 1 开始：所以 f[i] = $\\mathrm{{f}}'[i+1]$，它下面那一行就是本课状态转移的第二行平移一位。另一段代码的 $\\mathrm{{sum}}[k]$ 是前 k 个石子的和，即 prefix[k−1]，而 $\\mathrm{{solve}}(k)$ 合并到第 k 个石子（从 1 数起）或更靠后：f[i] = $\\mathrm{{solve}}(i+2)$。第一步至少合并 2 个石子，所以最早合并到下标 1，也就是第 2 个石子：答案因此是 $\\mathrm{{f}}'[1]$ 和 $\\mathrm{{solve}}(2)$，都等于本课的 f[0]。$\\mathrm{{f}}'[0]$ 会让第一次合并只取一个石子，所以官方的循环停在 i = 1：这正是下面讲的开头差一位的错误。",
    "the official solution; its answer is $\\mathrm{{f}}'[1]$":
        "官方解法；答案是 $\\mathrm{{f}}'[1]$",
    'the other code, in its O(n) form; its answer is $\\mathrm{{solve}}(2)$':
        '另一段代码的 O(n) 形式；答案是 $\\mathrm{{solve}}(2)$',
    "On the example, $\\mathrm{{f}}'[1]$ = {official} and $\\mathrm{{solve}}(2)$ = {solve}: the lesson's f[0] = {f}.":
        "在示例中，$\\mathrm{{f}}'[1]$ = {official}，$\\mathrm{{solve}}(2)$ = {solve}：本课的 f[0] = {f}。",
    "State by state, i = 0 to {last}: f[i] = {f}; $\\mathrm{{f}}'[i+1]$ = {official}; $\\mathrm{{solve}}(i+2)$ = {solve}.":
        "逐个状态对照，i = 0 到 {last}：f[i] 依次为 {f}；$\\mathrm{{f}}'[i+1]$ 依次为 {official}；$\\mathrm{{solve}}(i+2)$ 依次为 {solve}。",
    'n stones lie in a row; stones[i] is the value of the i-th stone, a positive integer. Alice and Bob take turns, Alice first; each turn the player to move removes any one stone. A player who removes a stone so that the sum of all the stones removed so far becomes divisible by 3 loses. If every stone is removed and nobody has lost that way, Bob wins, even when the last stone was his. Both play optimally. Return true if Alice wins, false if Bob does.':
        'n 个石子排成一行，stones[i] 是第 i 个石子的价值，是一个正整数。Alice 和 Bob 轮流操作，Alice 先手；每一回合，轮到的一方移除任意一个石子。如果某人移除石子后，所有已移除石子的价值之和能被 3 整除，这个人就输了。如果石子全部被移除，而没有人这样输掉，Bob 获胜，即使最后一个石子是他移除的。双方都采取最优策略。Alice 获胜返回 true，Bob 获胜返回 false。',
    "Only a stone's value mod 3 matters, and which stone of a residue is removed does not: so a state is how many stones of each residue are left, c = (c₀, c₁, c₂), and the removed sum mod 3, s. Who is to move follows from the counts (Alice when an even number of stones is gone). The player to move chooses a residue r with cᵣ > 0 and removes such a stone: s becomes (s + r) mod 3. If that is 0, they have just lost; otherwise the opponent moves from (c − eᵣ, s + r). At most three moves a state, and at most (C₀ + 1)(C₁ + 1)(C₂ + 1) · 3 states, where C₀, C₁, C₂ are the counts at the start.":
        '只有石子价值模 3 的余数有用，移除同余的哪一个也无关紧要：所以状态就是每种余数还剩几个石子 c = (c₀, c₁, c₂)，以及已移除之和模 3 的值 s。轮到谁由这些个数决定（已移除的石子数为偶数时轮到 Alice）。轮到的一方选一个满足 cᵣ > 0 的余数 r，移除一个这样的石子：s 变成 (s + r) mod 3。如果它变成 0，这个人就输了；否则对手从 (c − eᵣ, s + r) 开始操作。每个状态最多三种走法，状态最多 (C₀ + 1)(C₁ + 1)(C₂ + 1) · 3 个，其中 C₀、C₁、C₂ 是开始时的个数。',
    'The game has no score, only a winner, so the value of a state is +1 if the player to move can force a win from it and −1 if not. Written that way, "I win if some move leaves the opponent lost" becomes the same max as in the scoring games: the best over the moves of minus the opponent\'s value. The answer is true when the value of the start, win(C₀, C₁, C₂, 0), is +1.':
        '这个游戏没有得分，只有胜负，所以一个状态的价值是：轮到的一方能必胜则为 +1，否则为 −1。这样写之后，“只要有一步能让对手处于必败态，我就赢”就变成了和计分游戏一样的 max：在所有走法中，取对手价值的相反数的最大值。起点的价值 win(C₀, C₁, C₂, 0) 为 +1 时，答案是 true。',
    'Every move removes a stone, so win at some counts needs only states with one stone fewer. The table is filled from no stone left up: the listings loop over c₀, c₁ and c₂ in increasing order (a move lowers one count, which that loop has already done) and over the three values of s. The table has (C₀ + 1)(C₁ + 1)(C₂ + 1) · 3 cells: fine for a few dozen stones, far too many for n = 10^5.':
        '每一步都移除一个石子，所以某组个数下的 win 只依赖少一个石子的状态。从没有石子开始往上填表：代码按 c₀、c₁、c₂ 从小到大循环（一步走法只让某个个数减一，而循环已经先算过它），再对 s 的三个值循环。表格共有 (C₀ + 1)(C₁ + 1)(C₂ + 1) · 3 个格子：几十个石子没问题，n = 10^5 时就太多了。',
    "Three observations decide the game by counting. First, a stone ≡ 0 leaves s as it was, so after the first move playing one only passes the turn; two of them cancel, so only the parity of c₀ matters (at the start a 0 would lose at once: the sum would be 0). Second, without zeros the play is forced after the first stone r: at s = r the only safe stone is another r (3 − r would make 0), which makes s = 2r ≡ 3 − r, where the only safe stone is 3 − r, which makes s = r again. So the residues run r, r, 3 − r, r, 3 − r, …: Bob needs an r every turn, Alice needs a 3 − r every turn after her first. Third, whoever is stuck without the residue they need, while stones remain, must make the sum divisible by 3 and loses. With c₀ even: Alice opens with the rarer of 1 and 2; Bob, who keeps needing that same residue, runs out first, while her residue is still there, so Alice wins iff c₁ ≥ 1 and c₂ ≥ 1 (with one residue only, the third stone closes a multiple of 3 or the stones run out, Bob's win either way). With c₀ odd, the player who would be stuck plays the spare zero and the roles turn: Alice now needs the r's and Bob the 3 − r's, and Bob is stuck while stones remain only if Alice's residue outnumbers the other by more than 2. So Alice wins iff |c₁ − c₂| > 2. Counting residues is O(n) time and O(1) memory.":
        '三个观察让我们只靠计数就能判定胜负。第一，余 0 的石子不改变 s，所以在第一步之后，拿一个余 0 的石子只相当于把回合交给对手；两个这样的石子互相抵消，所以只有 c₀ 的奇偶性有用（开局就拿余 0 的石子会立刻输：和为 0）。第二，没有余 0 的石子时，第一个石子 r 一旦拿走，之后的走法就是被迫的：s = r 时唯一安全的是再拿一个 r（拿 3 − r 会凑成 0），这使 s = 2r ≡ 3 − r，此时唯一安全的是 3 − r，拿完后 s 又变回 r。所以余数的顺序是 r, r, 3 − r, r, 3 − r, …：Bob 每次都需要一个 r，Alice 在第一步之后每次都需要一个 3 − r。第三，谁在还有石子时拿不到自己需要的余数，就只能让和被 3 整除，从而输掉。c₀ 为偶数时：Alice 先拿 1 和 2 中较少的那种；Bob 一直需要这种余数，会先用完，而这时 Alice 需要的余数还在，所以 Alice 获胜当且仅当 c₁ ≥ 1 且 c₂ ≥ 1（如果只有一种余数，第三个石子就会凑成 3 的倍数，或者石子先被拿完，无论哪种都是 Bob 赢）。c₀ 为奇数时，本来会被卡住的一方拿走多出来的那个余 0 的石子，角色就互换了：现在 Alice 需要 r，Bob 需要 3 − r，只有当 Alice 那种余数比另一种多出 2 个以上时，Bob 才会在还有石子时被卡住。所以 Alice 获胜当且仅当 |c₁ − c₂| > 2。统计余数只需 O(n) 时间、O(1) 空间。',
    'how many stones are left whose value is ≡ 0, 1 and 2 (mod 3)':
        '剩下的石子中，价值模 3 余 0、1、2 的各有几个',
    'the sum of the stones removed so far, mod 3 (0 at the start)':
        '到目前为止已移除石子的价值之和模 3（开始时为 0）',
    'one stone of residue r: c − eᵣ is c with one fewer stone ≡ r':
        '一个余数为 r 的石子：c − eᵣ 表示 c 中余 r 的石子少一个',
    '+1 if the player to move wins from there, −1 if they lose':
        '轮到的一方从这里能赢为 +1，会输为 −1',
    's = 0 after a removal, anywhere but the start: that removal made the sum divisible by 3, so the one who made it lost and the player now to move has won':
        '移除之后 s = 0，起点除外：这次移除让和被 3 整除，所以移除的人输了，现在轮到的一方已经赢了',
    'no stone left and nobody lost: Bob wins, whoever is to move, so the value is +1 when Bob is to move and −1 when Alice is':
        '没有石子了，也没有人输：无论轮到谁都是 Bob 赢，所以轮到 Bob 时价值为 +1，轮到 Alice 时为 −1',
    "the player to move wins if some removal leaves the opponent in a lost state: the opponent's −1 is your +1":
        '只要有一种移除能让对手处于必败态，轮到的一方就赢：对手的 −1 就是你的 +1',
    'The end of the stones read as "the player to move loses", as in games where who cannot move loses. Here the rule is different: when every stone is gone and nobody has lost, Bob wins, even when he made the last removal, so with n odd the player to move at the end, Bob, wins.':
        '把石子取完理解成“轮到的一方输”，就像那些无法行动者输的游戏。这里的规则不同：石子全部被移除且没有人输时，Bob 获胜，即使最后一个是他移除的；所以 n 为奇数时，最后轮到的 Bob 是赢家。',
    'Stones ≡ 0 dropped because they do not change the sum mod 3. They do change whose turn it is: the rule "both 1s and 2s present" holds only with an even count of them, and an odd count turns it into |c₁ − c₂| > 2.':
        '因为余 0 的石子不改变和模 3 的值，就把它们丢掉了。但它们会改变轮到谁：“1 和 2 都有”这条规则只在它们的个数为偶数时成立，个数为奇数时要变成 |c₁ − c₂| > 2。',
    'Stones lie in a row; stones[i] is the value of the i-th stone, and values may be negative. Alice and Bob take turns, Alice first. Each turn the player to move takes x stones from the front of the row, for an x from 1 to {k} of their choice (no more than are left), and adds their values to their own score. When no stone is left, the higher score wins; equal scores are a tie. Both play optimally. Return "Alice", "Bob" or "Tie". With k = 3 this is LeetCode\'s Stone Game III (1406).':
        '石子排成一行，stones[i] 是第 i 个石子的价值，价值可以为负。Alice 和 Bob 轮流操作，Alice 先手。每一回合，轮到的一方从行首拿走 x 个石子，x 在 1 到 {k} 之间自选（不能超过剩下的个数），并把它们的价值加到自己的得分上。石子拿完后，得分高的一方获胜；得分相同为平局。双方都采取最优策略。返回 "Alice"、"Bob" 或 "Tie"。k = 3 时就是力扣的石子游戏 III（1406）。',
    'Stones are always taken from the front, so what is left is a suffix of the row, stones i to n − 1: a state is the one index i. The player to move chooses how many stones to take, x from 1 to {k} (no more than the n − i left): they score stones[i] + … + stones[i+x−1] and leave the state i + x to the opponent. There are n + 1 states; i = n is the empty row.':
        '石子总是从行首拿走，所以剩下的总是行的一个后缀，即第 i 到第 n − 1 个石子：状态就是一个下标 i。轮到的一方选择拿几个，x 从 1 到 {k}（不超过剩下的 n − i 个）：得到 stones[i] + … + stones[i+x−1] 分，并把状态 i + x 留给对手。共有 n + 1 个状态；i = n 表示空行。',
    "The value dp[i] is the margin the player to move can secure from stone i on: their score minus the opponent's, when both play their best. Alice wins if dp[0] > 0, Bob if dp[0] < 0, and it is a tie at 0. One number per state is enough, though the answer compares two scores: the stones left add up to a fixed total, so the player to move scores (total + dp[i]) / 2 of it.":
        '价值 dp[i] 是双方都采取最优策略时，轮到的一方从第 i 个石子开始能确保的分差：自己的得分减去对手的。dp[0] > 0 时 Alice 获胜，dp[0] < 0 时 Bob 获胜，等于 0 时平局。虽然答案要比较两个得分，但每个状态记一个数就够了：剩下的石子总和是固定的，所以轮到的一方能拿到其中的 (total + dp[i]) / 2。',
    'dp[i] needs dp[i+1] to dp[i+{k}], the states after it, so the table is filled from the end: dp[n] = 0 first, then i from n − 1 down to 0. With a running sum of the stones taken, each of the up to {k} options costs O(1): O(n·k) time. Only the last {k} values are looked at again, so a rolling array of {k} values is enough memory.':
        'dp[i] 依赖它后面的 dp[i+1] 到 dp[i+{k}]，所以从后往前填表：先填 dp[n] = 0，再让 i 从 n − 1 递减到 0。一边累加拿走的石子，最多 {k} 个选项，每个都是 O(1)：时间 O(n·k)。之后只会再用到最后 {k} 个值，所以用长度为 {k} 的滚动数组就够了。',
    'Here the table is already the fast method, and what makes it fast is the choice of state. Brute force walks every way to cut the row into turns, up to {k}^n lines of play; but taking from the front always leaves a suffix, so those lines meet in only n + 1 states, each with at most {k} moves: O(n·k), linear for a fixed k. No shortcut skips the options: with negative values, taking more stones is not always better, nor is taking fewer, so every state weighs all of its options.':
        '这里递推表本身就是快速方法，让它变快的是状态的选择。暴力搜索要走遍把这一行切成各个回合的所有方式，最多 {k}^n 条走法；但从行首拿走总是留下一个后缀，所以这些走法只汇聚到 n + 1 个状态，每个最多 {k} 种走法：O(n·k)，k 固定时是线性的。没有捷径可以跳过选项：价值可以为负，拿得多不一定好，拿得少也不一定好，所以每个状态都要比较所有选项。',
    'the most stones one turn may take: here {k}':
        '一回合最多能拿的石子数：这里是 {k}',
    'the first stone left: stones i to n − 1 remain':
        '剩下的第一个石子：剩下的是第 i 到第 n − 1 个石子',
    "the most the player to move can end ahead by, own score minus the opponent's, with stones i to n − 1 left":
        '剩下第 i 到第 n − 1 个石子时，轮到的一方最多能领先多少：自己的得分减去对手的',
    'take the first x stones and score them; then the opponent moves on the rest, and their margin counts against you':
        '拿走前 x 个石子，得到它们的分；然后对手在剩下的石子上操作，对手的领先就是你的落后',
    'A heap holds n stones. Alice and Bob take turns, Alice first; each turn the player to move removes s stones from the heap, where s is one of {moves} and no more than the stones left. The player who cannot move loses. Both play optimally. Return true if Alice wins, false if Bob does.':
        '一堆石子有 n 个。Alice 和 Bob 轮流操作，Alice 先手；每一回合，轮到的一方从堆中拿走 s 个石子，s 必须是 {moves} 中的一个，并且不超过剩下的石子数。无法行动的一方输。双方都采取最优策略。Alice 获胜返回 true，Bob 获胜返回 false。',
    'A state is the number of stones left, m: any two heaps of m stones offer the same moves, however they came about. The player to move chooses an s of S with s ≤ m and leaves m − s to the opponent. When no amount fits, the player to move cannot move and loses.':
        '状态就是剩下的石子数 m：不管是怎么来的，两堆都是 m 个石子时，可走的步完全相同。轮到的一方选一个 S 中满足 s ≤ m 的 s，把 m − s 个留给对手。没有合适的 s 时，轮到的一方无法行动，输掉游戏。',
    "The game has no score, only a winner, so the value of a heap is +1 if the player to move can force a win from it and −1 if not. The heaps worth −1 are the losing heaps (P-positions, in the theory's words): whoever must move from one loses, whatever they do. Alice wins when win(n) = +1.":
        '这个游戏没有得分，只有胜负，所以一堆石子的价值是：轮到的一方能必胜则为 +1，否则为 −1。价值为 −1 的堆就是必败态（理论中称为 P-局面）：必须从这里行动的一方，不管怎么走都会输。win(n) = +1 时 Alice 获胜。',
    'win(m) needs only smaller heaps, m − s, so the table is filled upwards, m = 0, 1, 2, … up to n: n + 1 cells, at most |S| moves each, O(n·|S|) time.':
        'win(m) 只依赖更小的堆 m − s，所以从小往大填表，m = 0, 1, 2, … 直到 n：n + 1 个格子，每个最多 |S| 种走法，时间 O(n·|S|)。',
    'The outcomes repeat. win(m) depends only on the outcomes of the {largest} heaps just below m, since {largest} is the largest amount. There are finitely many such windows of wins and losses, so some window comes back, and from then on everything after it comes back too: the outcomes are periodic from some heap on. The formula method finds the period and proves it from finitely many values (it works with Grundy values, which repeat in the same way and are 0 exactly on the losing heaps), then answers any n, even one of 40 digits, by where n falls in the period. The patterns below state the period found for this set.':
        '胜负会循环出现。win(m) 只取决于 m 下面紧挨着的 {largest} 堆的胜负，因为 {largest} 是最大的拿法。这样的胜负窗口只有有限多种，所以某个窗口一定会再次出现，而从那以后，它后面的一切也都会重复：胜负从某一堆开始是周期性的。formula 方法找出这个周期，并用有限多个值证明它（它用的是 Grundy 值，Grundy 值以同样的方式循环，并且恰好在必败的堆上为 0），然后看 n 落在周期中的哪个位置，就能回答任意的 n，哪怕是 40 位的数。下面“发现的规律”一节给出了这个集合的周期。',
    'the amounts one move may remove: {moves}':
        '一步可以拿走的石子数：{moves}',
    'the stones left in the heap (n at the start)':
        '堆中剩下的石子数（开始时为 n）',
    '+1 if the player to move with m stones left wins, −1 if they lose':
        '剩下 m 个石子时，轮到的一方能赢为 +1，会输为 −1',
    'no amount fits: the player to move cannot move and loses':
        '没有可以拿的数量：轮到的一方无法行动，输掉游戏',
    "you win if some removal leaves the opponent a losing heap: the opponent's −1 is your +1":
        '只要有一种拿法能给对手留下必败的堆，你就赢：对手的 −1 就是你的 +1',
    'The player who cannot move, because every heap is empty, wins: whoever takes the last stone loses (misère play).':
        '所有石子堆都空了、无法行动的一方获胜：拿走最后一个石子的人输（反常规则）。',
    "Bouton's analysis covers misère Nim too: play it as ordinary Nim until the very end. While some heap holds 2 stones or more, the player to move wins exactly when h₁ ⊕ … ⊕ hₘ ≠ 0, as in Nim. Once every heap holds 0 or 1 stones, the players can only take whole heaps of 1, one each turn, so the player to move wins exactly when an even number of them is left: the opponent will take the last one. The winner's play follows Nim's until the move that would leave only heaps of 1; there they leave an odd number of heaps of 1 instead of an even one. Deciding it takes one pass over the heaps: O(m).":
        'Bouton 的分析同样适用于反常 Nim：一直按普通 Nim 来玩，直到最后。只要还有一堆有 2 个或更多石子，轮到的一方获胜当且仅当 h₁ ⊕ … ⊕ hₘ ≠ 0，和 Nim 一样。一旦每堆都只有 0 或 1 个石子，双方每回合只能拿走一整堆只有 1 个石子的堆，所以轮到的一方获胜当且仅当剩下偶数个这样的堆：最后一个会由对手拿走。赢家按 Nim 的方法走，直到某一步会只剩下 1 个石子的堆；这时他要留下奇数个这样的堆，而不是偶数个。判定只需扫描一遍所有堆：O(m)。',
    'The player who cannot move, because every heap is empty, loses.':
        '所有石子堆都空了、无法行动的一方输。',
    "Bouton's theorem (1901) decides Nim without a search: the player to move loses exactly when h₁ ⊕ h₂ ⊕ … ⊕ hₘ = 0. Three facts prove it. When every heap is empty, the XOR is 0 and the player to move has lost. From XOR 0, any move changes one heap, so it changes the XOR: the opponent gets a non-zero XOR. From a non-zero XOR x, take the highest bit of x: some heap h has that bit set, and h ⊕ x < h, so shrinking that heap to h ⊕ x is a legal move, and it leaves XOR 0. So the player who faces a non-zero XOR can hand back 0 every turn, and the other is the one who meets the empty heaps. One pass of XOR over the heaps: O(m) time.":
        'Bouton 定理（1901）不用搜索就能判定 Nim：轮到的一方必败当且仅当 h₁ ⊕ h₂ ⊕ … ⊕ hₘ = 0。三个事实可以证明它。所有堆都空时，异或为 0，轮到的一方已经输了。从异或为 0 出发，任何一步都只改变一堆，因此一定会改变异或值：对手拿到的异或值不为 0。从非零的异或值 x 出发，看 x 的最高位：一定有某堆 h 的这一位是 1，并且 h ⊕ x < h，所以把这堆减少到 h ⊕ x 是合法的一步，走完后异或为 0。所以面对非零异或值的一方，每回合都能把 0 还给对方，最后面对空堆的是另一方。对所有堆做一遍异或：时间 O(m)。',
    'every heap is empty: the opponent took the last stone and lost':
        '所有堆都空了：对手拿走了最后一个石子，输了',
    'every heap is empty: the player to move cannot move and loses':
        '所有堆都空了：轮到的一方无法行动，输掉游戏',
    'Some heaps of stones lie on the table; heap i holds heaps[i] stones. Alice and Bob take turns, Alice first; each turn the player to move chooses one heap and removes any positive number of stones from it, up to the whole heap. {end} Both play optimally. Return true if Alice wins, false if Bob does.':
        '桌上有若干堆石子，第 i 堆有 heaps[i] 个。Alice 和 Bob 轮流操作，Alice 先手；每一回合，轮到的一方选一堆，从中拿走任意正数个石子，最多可以拿走整堆。{end}双方都采取最优策略。Alice 获胜返回 true，Bob 获胜返回 false。',
    'A state is the list of heap sizes; neither their order nor how they came about matters (the memo sorts them). The player to move chooses a heap i with hᵢ > 0 and a number x from 1 to hᵢ, and heap i shrinks to hᵢ − x. That is h₁ + … + hₘ moves from a state, and the states are all the lists of smaller heaps: a search is for small heaps only.':
        '状态就是各堆石子的数目；堆的顺序和它们是怎么来的都无关紧要（记忆化时会把它们排序）。轮到的一方选一堆 i（hᵢ > 0）和一个 1 到 hᵢ 之间的数 x，第 i 堆变成 hᵢ − x。所以一个状态有 h₁ + … + hₘ 种走法，而状态是所有更小的各堆数目的组合：搜索只适用于小堆。',
    'The game has no score, only a winner, so the value of a state is +1 if the player to move can force a win from it and −1 if not. Alice wins when the value of the starting heaps is +1.':
        '这个游戏没有得分，只有胜负，所以一个状态的价值是：轮到的一方能必胜则为 +1，否则为 −1。初始各堆的价值为 +1 时 Alice 获胜。',
    'Every move removes at least one stone, so a state needs only states with fewer stones: fill by the total number of stones, from all heaps empty up. There are at most (h₁ + 1)(h₂ + 1)…(hₘ + 1) states, fewer with the order ignored, and up to h₁ + … + hₘ moves from each.':
        '每一步至少拿走一个石子，所以一个状态只依赖石子更少的状态：按石子总数从全空开始往上填。状态最多有 (h₁ + 1)(h₂ + 1)…(hₘ + 1) 个（不计顺序时更少），每个最多有 h₁ + … + hₘ 种走法。',
    'the sizes of the m heaps (the lesson numbers the heaps from 1)':
        'm 堆石子各自的数目（课程中堆从 1 开始编号）',
    'XOR, the bitwise sum without carries: 1 ⊕ 2 ⊕ 3 = 0':
        '异或，即不进位的按位加法：1 ⊕ 2 ⊕ 3 = 0',
    '+1 if the player to move wins from these heaps, −1 if they lose':
        '轮到的一方面对这些堆能赢为 +1，会输为 −1',
    "over every heap i and every x from 1 to hᵢ: you win if some move leaves the opponent in a lost state, since the opponent's −1 is your +1":
        '对每一堆 i 和 1 到 hᵢ 之间的每个 x 取最大值：只要有一步能让对手处于必败态，你就赢，因为对手的 −1 就是你的 +1',
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
    "Two shortcuts. First, a theorem, not a pattern: with an even count of numbers the answer is always true. Player 1 can take every even-indexed number, or every odd-indexed one, as she chooses: taking nums[0] leaves player 2 the two odd-indexed ends nums[1] and nums[n−1], and whichever he takes uncovers an even-indexed end for her again (for the odd-indexed ones she opens with nums[n−1]). She chooses the larger of the two sums, so she ends at least level, and a level finish is her win. With an odd count both ends are even-indexed, the argument gives nothing, and player 2 can win, as on [1, 5, 2]. Second, the exact lead in O(n): fast.py merges every three neighbours x ≤ y ≥ z into one number x − y + z with a stack, then takes the larger end each turn on the row left, as {game}'s fast.py does. Why merging keeps the lead and the larger end is then a best move is argued in three steps (one half of the second is checked, not proved) under “{why}” in {game}'s lesson, which {command} prints; the argument uses neither {game}'s even count nor its odd total, so it holds for these rows too. The agreement section below checks the method against brute force.":
        '有两条捷径。第一条是定理，不是猜出来的规律：数的个数为偶数时答案总是 true。玩家 1 可以按自己的选择，拿走全部偶数下标的数，或者全部奇数下标的数：她先取 nums[0]，留给玩家 2 的两端 nums[1] 和 nums[n−1] 都是奇数下标，无论他取哪一端，都会再为她露出一个偶数下标的端点（要拿奇数下标的数，她就先取 nums[n−1]）。她选两组之和中较大的一组，所以至少打平，而打平算她赢。个数为奇数时两端都是偶数下标，这个论证什么也说明不了，玩家 2 可能获胜，比如 [1, 5, 2]。第二，在 O(n) 内算出确切的领先：fast.py 用一个栈把每三个相邻的数 x ≤ y ≥ z 合并成一个数 x − y + z，然后在剩下的行上每回合取较大的一端，{game}的 fast.py 也是这样做的。合并为什么不改变领先，此后取较大的一端为什么是最优走法，{game}的课程在“{why}”一节分三步论证了（第二步有一半只做了检验，没有证明），运行 {command} --lang zh 即可阅读；这个论证既没有用到{game}的堆数为偶数，也没有用到总数为奇数，所以对这里的行同样成立。下面“检验各方法是否一致”一节会把这个方法和暴力搜索对照检验。',
    'Greedy: each player grabs the larger end. Taking the bigger end can expose an even bigger number to the opponent; the choice has to look at what it leaves behind.':
        '贪心：每个玩家都取较大的一端。取走较大的一端，可能把一个更大的数暴露给对手；做选择时必须看它留下了什么。',
    "A helpful opponent: the listing counts the most player 1 can collect, but after her move it takes the maximum over player 2's replies, as if he chose what is best for her. He plays to hurt her, so the reply must be a minimum; with the lead formulation (own − opponent's) the sign flip does this automatically.":
        '把对手当成帮手：这段代码计算玩家 1 最多能拿多少，但在她走完之后，对玩家 2 的应对取了最大值，好像他会挑对她最有利的走法。其实他要让她拿得最少，所以这里应该取最小值；用领先（自己 − 对手）来表示时，变号会自动做到这一点。',
    'Forgetting the tie rule: the recurrence is right, but it returns dp > 0. When the best play ends level, player 1 still wins, so the test must be dp ≥ 0.':
        '忘了平局规则：递推式没错，但返回的是 dp > 0。最优对局打成平手时玩家 1 仍然获胜，所以判断条件必须是 dp ≥ 0。',
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
    'when i + 2M ≥ n, the bound reaches the end of the row: take every pile left. Every pile holds at least one stone, so nothing beats taking them all, and the opponent gets nothing more':
        '当 i + 2M ≥ n 时，上限已经够到行尾：拿走剩下的所有堆。每堆至少有一个石子，所以没有比全拿更好的走法，对手什么也拿不到了',
    "for 1 ≤ X ≤ 2M: take the first X piles, worth suffix[i] − suffix[i+X] stones; the opponent's lead on the rest, with the new bound, counts against you":
        '对 1 ≤ X ≤ 2M：拿走前 X 堆，共 suffix[i] − suffix[i+X] 个石子；对手在剩下部分（带着新的上限）的领先，就是你的落后',
    'dp[i][M] only reads states whose first pile is further right, dp[i+X][…] with X ≥ 1. So the table is filled row by row from i = n−1 back to i = 0; inside a row the cells do not read each other, and M can go in any order. Once 2M ≥ n − i a larger M changes nothing (the value is suffix[i]), so no column past M = ⌈n/2⌉ is ever needed; the table shown stops there.':
        'dp[i][M] 只读取第一堆更靠右的状态，即 X ≥ 1 的 dp[i+X][…]。所以从 i = n−1 到 i = 0 逐行填表；同一行内的格子互不依赖，M 按任何顺序都行。一旦 2M ≥ n − i，再大的 M 也没有区别（值就是 suffix[i]），所以用不到 M = ⌈n/2⌉ 以后的列；下面展示的表格也到此为止。',
    "The first step is the suffix sums. Why a suffix and not a prefix? Because the opponent moves on what is left, and what is left is always piles i to n−1: its total, suffix[i], turns “the most I can collect” into “everything left minus the most the opponent can collect”, and the stones of a move into suffix[i] − suffix[i+X], both in O(1). With n² states (i, M), M from 1 to n, and up to 2M choices each, this is the O(n³) table. What brings it to O(n²) is the minimum over X alone, and fast.py does exactly this: the minimum splits in two. For X ≤ M the opponent lands on (i+X, M), a window of M cells that slides one place as i moves down by one; for M < X ≤ 2M he lands on (i+X, X), a window over X whose two ends both move right as M grows. A monotone deque for each keeps its minimum in O(1) amortized time per state, so fast.py fills all n² states in O(n²). Fewer states occur in play (M ≤ i/2 + 1, and once 2M ≥ n − i the value is simply suffix[i]), which spares the memo some of them, a constant factor and not a power of n. Nothing faster is known: there is no known closed form, the value depends on every pile, not on n or parities as in Stone Game or IV, and simple rules such as always taking 2M piles, or always one, are wrong on rows of a few piles.":
        '第一步是后缀和。为什么用后缀和而不是前缀和？因为对手是在剩下的部分上行动，而剩下的总是第 i 到第 n−1 堆：它的总和 suffix[i] 把“我最多能拿多少”变成“剩下的全部减去对手最多能拿的”，而一步拿到的石子就是 suffix[i] − suffix[i+X]，两者都是 O(1)。共有 n² 个状态 (i, M)（M 从 1 到 n），每个最多 2M 种选择，这就是 O(n³) 的递推表。能降到 O(n²) 的只有对 X 取最小值这一步，fast.py 正是这样做的：最小值可以拆成两部分。X ≤ M 时，对手落在 (i+X, M)，这是 M 个格子的窗口，i 每减 1 窗口就滑动一格；M < X ≤ 2M 时，对手落在 (i+X, X)，这是关于 X 的窗口，随 M 增大两端都向右移动。各用一个单调队列维护最小值，每个状态均摊 O(1)，所以 fast.py 在 O(n²) 内填完全部 n² 个状态。实际对局中出现的状态更少（M ≤ i/2 + 1，而一旦 2M ≥ n − i，值就是 suffix[i]），记忆化搜索因此少算一些状态，但这只省一个常数因子，不改变 n 的幂次。目前不知道更快的方法：没有已知的闭式解，价值取决于每一堆的石子数，而不像石子游戏或 IV 那样只取决于 n 或奇偶性；诸如“总是拿 2M 堆”或“总是拿一堆”这样的简单规则，在只有几堆的行上就会出错。',
    'The deques on the example':
        '示例上的单调队列',
    "fast.py fills best (the write-up's form above) row by row from i = n − 1 up. same[M] holds the rows i + X with X ≤ M, of column M; grow holds the X with M < X ≤ 2M, standing for best[i+X][X]. Each keeps its values increasing from the front, so its front is the least. The cells where 2M does not reach the end of the row (the others are suffix[i]), in the order fast.py fills them:":
        'fast.py 从 i = n − 1 起逐行往上填 best（即上面题解的形式）。same[M] 存放第 M 列中 X ≤ M 的那些行 i + X；grow 存放满足 M < X ≤ 2M 的 X，代表 best[i+X][X]。两个队列里的值都从队首起递增，所以队首就是最小值。下面按 fast.py 填写的顺序，列出 2M 还够不到行尾的格子（其余格子都是 suffix[i]）：',
    '… {n} cell in the rows before, the same way':
        '…… 前面各行还有 {n} 个这样的格子，做法相同',
    'i = {i}, M = {m}: same[{m}] = [{rows}], its front best[{row}][{m}] = {low}; grow = [{xs}], its front best[{at}][{x}] = {high}; best[{i}][{m}] = suffix[{i}] − min({low}, {high}) = {total} − {least} = {value}':
        'i = {i}, M = {m}：same[{m}] = [{rows}]，队首 best[{row}][{m}] = {low}；grow = [{xs}]，队首 best[{at}][{x}] = {high}；best[{i}][{m}] = suffix[{i}] − min({low}, {high}) = {total} − {least} = {value}',
    '2M reaches the end of the row from the start: best[0][1] = suffix[0] = {total}':
        '从一开始 2M 就够到行尾：best[0][1] = suffix[0] = {total}',
    'fast.py returns best[0][1] = {answer}':
        'fast.py 返回 best[0][1] = {answer}',
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
    'for 1 ≤ x ≤ 3 with i + x ≤ n: score the x stones taken, then the opponent becomes the player to move at i + x, and their lead counts against you':
        '对 1 ≤ x ≤ 3 且 i + x ≤ n：得到拿走的 x 个石子的价值，然后在 i + x 处轮到对手，他的领先就是你的落后',
    'dp[i] reads dp[i+1], dp[i+2] and dp[i+3], the states further along the row. So the table is a single row filled from the end: dp[n] first, then i = n−1 down to 0. No two-dimensional table is needed, since one index already says everything about a state.':
        'dp[i] 读取 dp[i+1]、dp[i+2] 和 dp[i+3]，也就是更靠后的状态。所以表格只有一行，从后往前填：先填 dp[n]，再让 i 从 n−1 递减到 0。不需要二维表格，因为一个下标已经完全描述了状态。',
    'The table is already linear: n states, at most three choices each, O(n) time. The remaining step is memory. Because dp[i] looks at most three places ahead, only three numbers are ever needed: keep dp[i+1], dp[i+2] and dp[i+3] in three variables, compute dp[i], and shift them by one. The running sum of the stones taken is built up while x grows from 1 to 3, so no prefix sums are needed either. That is O(n) time and O(1) extra memory. Why not think in scores, as a first attempt often does (Alice maximises, Bob minimises, two tables)? The lead removes the need to know whose turn it is: the same formula serves both players, with the sign flipping at each move.':
        '递推表本身已经是线性的：n 个状态，每个最多三种选择，O(n) 时间。剩下要优化的是空间。由于 dp[i] 最多往后看三格，任何时候只需要三个数：用三个变量存 dp[i+1]、dp[i+2] 和 dp[i+3]，算出 dp[i] 后整体移动一位。拿走的石子之和在 x 从 1 增加到 3 的过程中逐步累加，所以连前缀和也不需要。这样就是 O(n) 时间、O(1) 额外空间。为什么不像初次尝试时常做的那样按分数来想（Alice 取最大、Bob 取最小，两张表）？用领先就不必知道轮到谁：同一个公式对双方都适用，每走一步变一次号。',
    'The three variables on the example':
        '示例上的三个变量',
    'fast.py keeps dp[i+1], dp[i+2] and dp[i+3] in dp1, dp2 and dp3, all 0 past the end of the row. Each turn of its loop works out dp[i] from them and shifts them by one. On the example, from the last stone back:':
        'fast.py 用 dp1、dp2、dp3 保存 dp[i+1]、dp[i+2]、dp[i+3]，越过行尾时都是 0。循环每走一轮，就用它们算出 dp[i]，再把三个变量整体移动一格。在示例上，从最后一个石子往前：',
    'i = {i}: dp[{i}] = {worked}; then dp1, dp2, dp3 = {dp1}, {dp2}, {dp3}':
        'i = {i}：dp[{i}] = {worked}；之后 dp1、dp2、dp3 = {dp1}, {dp2}, {dp3}',
    '… {n} more turn of the loop, the same way':
        '…… 循环还有 {n} 轮，做法相同',
    'after i = 0, dp1 holds dp[0] = {lead}, {side}: fast.py returns {answer}':
        'i = 0 之后，dp1 中是 dp[0] = {lead}，{side}：fast.py 返回 {answer}',
    'above 0':
        '大于 0',
    'below 0':
        '小于 0',
    'exactly 0':
        '恰好为 0',
    'Greedy: each player takes the 1, 2 or 3 stones with the largest sum right now. What a move leaves matters as much as what it takes: with negative values, a move worth no more right now can leave the opponent nothing but negative stones.':
        '贪心：每个玩家都拿眼下和最大的 1、2 或 3 个石子。一步留下了什么，和它拿走了什么同样重要：有负数时，一步眼下并不更赚的走法，可能让对手只剩下负价值的石子可拿。',
    'No tie: the lead is computed correctly, but the answer only checks dp > 0, so a lead of exactly 0 is reported as "Bob". The problem has three outcomes, and equal scores are "Tie".':
        '漏了平局：领先算得没错，但答案只判断 dp > 0，于是领先恰好为 0 时报告成了 "Bob"。这道题有三种结果，分数相等应返回 "Tie"。',
    "The max/min form: Alice's score, and whose turn it is":
        '最大/最小形式：Alice 的得分，以及轮到谁',
    "A write-up keeps only Alice's score, so its state must also say who moves: alice(i, p) is what Alice collects from stone i on, with p to move. On her turn she takes the x stones that give her the most; on Bob's, his stones are not hers, and he takes the x that leaves her the least. The answer compares 2 · alice(0, Alice) with the total. It becomes dp because the stones left, take(i, n − i), are shared by the two players and dp[i] is the difference of the shares: Alice's share is (take(i, n − i) + dp[i]) / 2 when she moves, (take(i, n − i) − dp[i]) / 2 when Bob does. Putting these into the max and min lines below gives, on either turn, the lesson's recurrence for dp.":
        '有一篇题解只记录 Alice 的得分，所以状态里还得记下轮到谁：alice(i, p) 表示从第 i 个石子起、轮到 p 时，Alice 此后能拿到的分数。轮到她时，她拿让自己得分最多的 x 个石子；轮到 Bob 时，他拿走的不算她的分，他选让她得分最少的 x。答案就是比较 2 · alice(0, Alice) 和总和。它能变成 dp，是因为剩下的石子 take(i, n − i) 由两人分完，而 dp[i] 正是两人所得之差：轮到 Alice 时她的份额是 (take(i, n − i) + dp[i]) / 2，轮到 Bob 时是 (take(i, n − i) − dp[i]) / 2。把这两式代入下面的 max 行和 min 行，无论轮到谁，得到的都是本课 dp 的递推式。',
    'no stone left: Alice collects nothing more, whoever is to move':
        '没有石子了：无论轮到谁，Alice 都不会再得分',
    'for 1 ≤ x ≤ 3 with i + x ≤ n': '其中 1 ≤ x ≤ 3 且 i + x ≤ n',
    'On the example, alice(0, Alice) = {stones}, and (take(0, {n}) + dp[0]) / 2 = ({total} + {dp}) / 2 = {stones_again}.':
        '在示例中，alice(0, Alice) = {stones}，而 (take(0, {n}) + dp[0]) / 2 = ({total} + {dp}) / 2 = {stones_again}。',
    "The last line above holds in all {states} of the example's states (i, player to move).":
        '上面最后一行在示例的全部 {states} 个状态（i，轮到谁）上都成立。',
    "The last line above holds in only {agree} of the example's {states} states (i, player to move).":
        '示例的 {states} 个状态（i，轮到谁）中，上面最后一行只在 {agree} 个上成立。',
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
    'for 1 ≤ s² ≤ k: a move is worth the opposite of what it leaves the opponent; one move to a losing position is enough to win':
        '对 1 ≤ s² ≤ k：一步的价值是它留给对手的局面价值的相反数；只要有一步能走到必败态就能赢',
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
    'for i ≤ k < j: try every cut and keep the best': '对 i ≤ k < j：试遍每个切点，取最好的',
    'when sum(i, k) < sum(k+1, j), the left part is lighter: it stays, Alice scores its sum and plays on with it': '当 sum(i, k) < sum(k+1, j) 时，左边部分更轻：它被留下，Alice 得到它的和，并在它上面继续',
    'when sum(i, k) > sum(k+1, j), the right part is lighter: it stays instead': '当 sum(i, k) > sum(k+1, j) 时，右边部分更轻：改为留下右边',
    'when the sums are equal, a tie: both parts score the same, and Alice keeps the one she can do more with': '当两边的和相等时，打成平手：两部分得分相同，Alice 留下之后能得分更多的那部分',
    'dp[i][j] reads dp[i][k] and dp[k+1][j], two strictly shorter intervals inside it. So the table is filled by length, all intervals of two stones, then three, up to the whole row; or, equivalently, i from n−1 down to 0 and j from i+1 upward, so that every shorter interval starting at i or ending at j is ready. Trying every cut makes each cell O(n), the table O(n³).':
        'dp[i][j] 读取 dp[i][k] 和 dp[k+1][j]，即它内部两个严格更短的区间。所以按长度填表：先填所有长度为 2 的区间，再填长度为 3 的，直到整行；等价地，i 从 n−1 递减到 0，j 从 i+1 递增，这样以 i 开头或以 j 结尾的更短区间都已算好。每个格子试遍所有切点要 O(n)，整张表就是 O(n³)。',
    'All values are positive, so as the cut k moves right the left sum grows and the right sum shrinks. There is therefore one balance point m, the last cut whose left part is not heavier than the right: every cut up to m keeps the left part, every cut after m keeps the right part (and at m, on equal sums, either). The best cut on the left side is then a prefix maximum, the largest sum(i, t) + dp[i][t] for t from i to m, and it can be kept as a running maximum along row i as j grows; the best cut on the right side is a suffix maximum of sum(t, j) + dp[t][j], a running maximum down column j as i falls. For a fixed i a longer row has a larger total, so m can only move right as j grows: one pointer per row walks at most n steps. Each cell then costs O(1) amortized, the table O(n²). For very long rows the library also runs a pruned search: every part Alice keeps is at most half of the row before it, so the scores of later rounds add up to less than the first, which bounds what a part can still give; parts are tried from the heaviest down and the search stops once the bound cannot beat the best found.':
        '所有价值都是正数，所以切点 k 右移时，左边的和增大，右边的和减小。于是存在一个平衡点 m，即左边部分不比右边重的最后一个切点：m 及以前的切点都留下左边，m 之后的切点都留下右边（在 m 处若两边相等，留哪边都行）。这样左侧最好的切点就是一个前缀最大值，即 t 从 i 到 m 时 sum(i, t) + dp[i][t] 的最大值，可以随着 j 增大沿第 i 行维护一个前缀最大值；右侧最好的切点是 sum(t, j) + dp[t][j] 的后缀最大值，可以随着 i 减小沿第 j 列维护。对固定的 i，行越长总和越大，所以随着 j 增大 m 只会右移：每行一个指针，最多走 n 步。于是每个格子均摊 O(1)，整张表 O(n²)。对于特别长的行，这个库还会运行一个剪枝搜索：Alice 每次留下的部分至多是前一行的一半，所以之后各轮的得分加起来比第一轮还少，这就给出了一个部分最多还能贡献多少的上界；按和从大到小尝试各部分，一旦上界不可能超过已找到的最好结果，搜索就停止。',
    'Keeping the heavier part: the listing scores the larger sum and plays on with it. Bob throws the heavier part away; Alice scores, and continues with, the lighter one.':
        '留下了较重的部分：这段代码得到和较大的那部分，并在它上面继续。其实 Bob 会扔掉较重的部分；Alice 得到的、继续玩的，都是较轻的那部分。',
    'Equal sums, always the left part: on a tie the listing always keeps the left part. Alice may keep either, and the right one can be worth more later; the tie case needs the larger of dp on both sides.':
        '和相等时总留左边：两边相等时这段代码总是留下左边。Alice 可以留任意一边，而右边之后可能更值钱；相等的情况要取两边 dp 中较大的那个。',
    # Lessons, second edition (#37)
    'On the whole example, (first, second) = ({first}, {second}), and {first} − {second} = {dp} = dp[0][{last}].':
        '在整个示例上，（先手，后手）= ({first}, {second})，而 {first} − {second} = {dp} = dp[0][{last}]。',
    "first − second equals dp in all {cells} cells of the table.":
        '表中全部 {cells} 个格子都满足 first − second 等于 dp。',
    "first − second equals dp in {agree} of the table's {cells} cells.":
        '表中 {cells} 个格子里，有 {agree} 个满足 first − second 等于 dp。',
    'On the example, alice(0, {last}, Alice) = {stones}, and (total + dp[0][{last}]) / 2 = ({total} + {dp}) / 2 = {stones_again}.':
        '在示例中，alice(0, {last}, Alice) = {stones}，而 (总数 + dp[0][{last}]) / 2 = ({total} + {dp}) / 2 = {stones_again}。',
    'no pile of the example is a peak: nothing merges':
        '示例中没有哪一堆是峰：不需要合并',
    'The answer needs no table: the parity argument, worked on the example below, shows that with an even number of piles Alice always wins, so return true is right. The margin itself, dp[0][n−1], takes O(n) with one more idea, argued below in three steps and then checked on a row; fast.py does exactly that, and the test suite holds it to brute force on thousands of random rows.':
        '答案不需要填表：下面在示例上演示的奇偶性论证说明，堆数为偶数时 Alice 总能获胜，所以直接返回 true 是对的。分差本身，即 dp[0][n−1]，再多一个想法就能在 O(n) 内算出：下面先分三步论证，再在一行石子上检验。fast.py 正是这样做的；测试在成千上万个随机行上把它和暴力搜索逐一比对。',
    'Why the O(n) method is right':
        '为什么 O(n) 方法是对的',
    'Call a pile y a peak when it lies inside the row and neither of its neighbours x and z is larger: x ≤ y ≥ z. fast.py reads the piles left to right and merges each peak with its two neighbours into one pile worth x − y + z; when no peak is left, it takes the larger end each turn. Three steps argue that the margin stays the same; one half of the second is checked here, not proved:':
        '如果一堆 y 在行的内部，而它的两个邻居 x 和 z 都不比它大，即 x ≤ y ≥ z，就称 y 为“峰”。fast.py 从左到右读入各堆，把每个峰和它的两个邻居合并成一堆，价值 x − y + z；没有峰以后，每回合取较大的一端。下面分三步论证分差不变；其中第二步有一半只在这里检验，没有证明：',
    'Three piles alone. On [x, y, z] the recurrence gives x − y + z. Whichever end the mover takes, the other player is left two piles, y and one of its neighbours, and takes y, the larger; the mover gets the last pile. So dp = max(x − (y − z), z − (y − x)) = x − y + z.':
        '只有三堆时。在 [x, y, z] 上，递推式给出 x − y + z。轮到的一方不论取哪一端，另一方面对的都是 y 和它的一个邻居这两堆，于是取走较大的 y；轮到的一方拿到最后一堆。所以 dp = max(x − (y − z), z − (y − x)) = x − y + z。',
    'The example has no peak':
        '示例中没有峰',
    'the induction step on [{row}], whose merged row is [{merged}]: {first}; {second}. Check: both rows are worth {dp}':
        '在 [{row}] 上检验归纳的一步，它合并后的行是 [{merged}]：{first}；{second}。检验：两行的价值都是 {dp}',
    "{said:gerund}, an outer pile of the peak, is worth {here}: at least {low}, what taking {w} is worth in the merged row, and at most {high}, the merged row's dp":
        '{said}（峰外侧的一堆），价值是 {here}：不低于 {low}，即在合并后的行里取走 {w} 的价值，也不高于 {high}，即合并后的行的 dp',
    '{said:gerund} is worth {here} here and {there} in the merged row':
        '{said}，价值在这里是 {here}，在合并后的行里是 {there}',
    "Inside a longer row, by induction on its length: assume merging a peak keeps the margin on every shorter row. A first move that takes neither x nor z leaves y a peak of a shorter row, so it is worth the same in the row and in the merged row. Otherwise x, say, is the left end: the row is [x, y, z, …] and the merged row [w, …], with w = x − y + z and the same piles after it. Taking x is worth at most the merged row's dp: the other player can take y at once, leaving the mover [z, …], which is the merged row with its first pile larger by y − x; a pile larger by some amount changes the margin by at most that amount, whoever takes it, so taking x gets at most x − y + (y − x) = 0 more than the merged row's dp. So the row is worth at most the merged row. That it is worth at least as much, that taking x reaches what taking w is worth whenever w is the merged row's best move, is the half this lesson does not prove: answering y with z at once is not enough alone, since y and z block an end the play on the other piles may need. The check below tests it on a row, and the test suite on thousands.":
        '在更长的行里，对行的长度归纳：假设在每个更短的行上，合并一个峰都不改变分差。第一步如果既不取 x 也不取 z，剩下的更短的行里 y 仍然是峰，所以这一步在原行和合并后的行里价值相同。否则不妨设 x 是左端：原行是 [x, y, z, …]，合并后的行是 [w, …]，其中 w = x − y + z，后面各堆不变。取走 x 的价值至多等于合并后的行的 dp：另一方可以立刻取走 y，给轮到的一方留下 [z, …]，这正是把合并后的行的第一堆加大 y − x；一堆石子大了多少，不论最后谁拿走它，分差最多也只变化多少，所以取走 x 最多比合并后的行的 dp 多 x − y + (y − x) = 0。所以原行的价值不超过合并后的行。另一半，即原行的价值也不低于合并后的行（当取走 w 是合并后的行的最优走法时，取走 x 也能达到取走 w 的价值），本课没有证明：光靠在对方取 y 后立刻取 z 还不够，因为 y 和 z 挡住了一端，而其余各堆上的对局可能正需要那一端。下面的检验在一行上验证它，测试集则在成千上万行上验证。',
    "No peak left, by induction on the length too. A row without a peak falls, then rises, so its largest pile is at an end, and taking an end leaves a row that again falls, then rises; assume the larger end is a best move on every shorter such row. Then whatever the first move, the rest goes from its largest pile down. If both players take the larger end, the piles go from the largest down, s1 ≥ s2 ≥ s3 ≥ …, and the mover's margin is s1 − s2 + s3 − …. Taking the k-th largest pile first instead lowers that margin by twice (s1 − s2) + (s3 − s4) + …, pairing the piles from the largest down to the one taken; no pair is below 0, so the larger end is a best move on this row too.":
        '没有峰以后，同样对长度归纳。没有峰的行先降后升，所以最大的一堆总在某一端；取走一端后，剩下的行仍然先降后升；假设在每个更短的这种行上，取较大的一端都是最优走法。那么不论第一步怎么走，剩下的各堆都从最大的一堆起依次被取走。如果双方都取较大的一端，各堆就按从大到小的顺序被取走：s1 ≥ s2 ≥ s3 ≥ …，轮到的一方的分差是 s1 − s2 + s3 − …。如果第一步改取第 k 大的一堆，这个分差会减少 (s1 − s2) + (s3 − s4) + … 的两倍，这里从最大的一堆起两两配对，直到被取走的那一堆；每一对都不小于 0，所以在这一行上取较大的一端也是最优走法。',
    '{x} ≤ {y} ≥ {z}: merged into {sum} = {merged}; the row is now [{row}]. Check: the table gives dp[{i}][{j}] = {dp} for piles {i} to {j} alone':
        '{x} ≤ {y} ≥ {z}：合并成 {sum} = {merged}，行变为 [{row}]。检验：单看第 {i} 到第 {j} 堆，表格给出 dp[{i}][{j}] = {dp}',
    'the row left, [{row}], has no peak; the larger end each turn gives {terms} = {margin}. Check: the table, which merges nothing, gives dp[0][{last}] = {dp}':
        '剩下的行 [{row}] 没有峰；每回合取较大的一端，得到 {terms} = {margin}。检验：不做任何合并的表格给出 dp[0][{last}] = {dp}',
    "The write-up's table: a pair per state":
        '题解的表格：每个状态一对数',
    "The write-up keeps, for piles i to j, the pair (first, second): the stones the player to move ends with, and the stones the other player ends with. Taking pile i earns piles[i], and then the opponent is the first to move on piles i+1 to j, so the mover becomes the second there; the opponent keeps what a first player gets there. Both players want the larger first, and first + second is the fixed total of piles i to j, so maximising first is the same as maximising first − second. That difference is dp: subtracting the two lines below gives dp[i][j] = piles[i] − dp[i+1][j] for the left end, and the same for the right, which is the lesson's recurrence.":
        '题解对第 i 到第 j 堆记录一对数（先手，后手），公式里记作 (first, second)：轮到的一方最终拿到的石子数，和另一方最终拿到的石子数。取第 i 堆得到 piles[i]，然后对手在第 i+1 到第 j 堆上先手，于是自己在那里成了后手；对手拿到的是先手在那里能拿到的。双方都想让自己的 first 更大，而 first + second 是第 i 到第 j 堆的固定总数，所以让 first 最大就等于让 first − second 最大。这个差就是 dp：把下面两行相减，取左端得到 dp[i][j] = piles[i] − dp[i+1][j]，取右端同理，这正是本课的递推式。',
    "The max/min form: one player's stones":
        '最大/最小形式：只算一方的石子',
    "Another write-up counts only Alice's stones and lets the players want opposite things: Alice, to move, takes the larger of her two options; Bob, to move, leaves her the smaller. It needs the player to move in the state, twice the states. It becomes dp because the stones of piles i to j are split between the two: Alice's share is (sum + dp) / 2 when she moves, and (sum − dp) / 2 when Bob does.":
        '另一篇题解只算 Alice 的石子数，让双方的目标相反：轮到 Alice 时，她取两种选择中较大的；轮到 Bob 时，他留给她较小的。状态里要记下轮到谁，状态数翻倍。它能变成 dp，是因为第 i 到第 j 堆的石子由两人分完：轮到 Alice 时她的份额是 (总和 + dp) / 2，轮到 Bob 时是 (总和 − dp) / 2。',
    'the mover takes an end and is the second player on what is left':
        '轮到的一方取走一端，在剩下的部分成为后手',
    'for the end the max above chooses: first[i+1][j] if the mover takes pile i, first[i][j−1] if pile j, since the other player moves first on what is left':
        '取决于上式的 max 选了哪一端：轮到的一方取第 i 堆时是 first[i+1][j]，取第 j 堆时是 first[i][j−1]；剩下的部分由另一方先手',
    "On the example, best[0][1] = {best}, Alice's stones, the answer; and 2 · {best} − {total} = {lead} = dp[0][1].":
        '在示例中，best[0][1] = {best}，即 Alice 的石子数，也就是答案；而 2 · {best} − {total} = {lead} = dp[0][1]。',
    'dp = 2·best − suffix holds in all {states} states (i, M) with M ≤ n.':
        'dp = 2·best − suffix 在 M ≤ n 的全部 {states} 个状态 (i, M) 上都成立。',
    'dp = 2·best − suffix holds in only {agree} of the {states} states (i, M) with M ≤ n.':
        '在 M ≤ n 的 {states} 个状态 (i, M) 中，dp = 2·best − suffix 只在 {agree} 个上成立。',
    "The write-up's form: the most stones, with suffix sums":
        '题解的形式：用后缀和求最多的石子数',
    "The write-up stores best[i][M], the most stones the player to move can still collect. The stones left, suffix[i], are split between the two players, so the mover's stones are everything left minus what the opponent then collects, and making the opponent's share as small as possible makes yours as large as possible: a min over X where dp has a max. The two say the same thing, since best = (suffix[i] + dp) / 2, so dp = 2·best − suffix[i]; putting that into the first two lines below gives the lesson's base case and transition for dp.":
        '题解记录 best[i][M]：轮到的一方还能拿到的最多石子数。剩下的石子 suffix[i] 由两人分完，所以轮到的一方拿到的是剩下的全部减去对手接着拿到的；让对手的份额尽量小，就是让自己的尽量大：dp 里取最大的地方，这里对 X 取最小。两者说的是同一件事，因为 best = (suffix[i] + dp) / 2，即 dp = 2·best − suffix[i]；代入下面前两行，就得到本课 dp 的边界条件和状态转移。',
    'when i + 2M ≥ n: the mover takes every pile left':
        '当 i + 2M ≥ n 时：轮到的一方拿走剩下的所有堆',
    'for 1 ≤ X ≤ 2M, when i + 2M < n':
        '当 i + 2M < n 时，其中 1 ≤ X ≤ 2M',
    'lines of Python run':
        '运行的 Python 代码行数',
    'lines of solutions/{name} executed':
        'solutions/{name} 执行的代码行数',
    'positions visited':
        '访问的局面数',
    'Top-down or bottom-up':
        '自顶向下还是自底向上',
    'On the example, {listing} writes {n:,} cell of {name}.':
        '在示例中，{listing} 写入 {name} 的 {n:,} 个格子。',
    # complexities that are words, not O(…): said by lookup (``Name``)
    "exponential": "指数级",
    "O(positions × moves)": "O(局面数 × 走法数)",
    'Work counted on random instances of growing n: {counted}. The line is fitted on log-log axes (a power of n) or on log work against n (exponential).':
        '在 n 逐渐增大的随机输入上计数的工作量：{counted}。直线在双对数坐标上拟合（n 的幂），或在工作量的对数对 n 上拟合（指数）。',
    'On the example, {listing} computes {stored}, and {hits} already in the cache.':
        '在示例中，{listing} 计算了 {stored}，另有 {hits}直接在缓存中找到结果。',
    '{n:,} more call finds its state':
        '{n:,} 次调用',
    'On the example, {listing} computes {stored}, and no call finds its state already in the cache: each is reached once.':
        '在示例中，{listing} 计算了 {stored}，没有一次调用直接在缓存中找到结果：每个状态只到达一次。',
    'no call':
        '没有一次调用',
    'When each is the better choice: top-down when only some states are ever reached or the fill order is not obvious, since it computes just the states the question needs, in the order the recurrence asks for them; bottom-up when the order is clear, since it needs no stack, has no call overhead, and can keep only the rows it still reads.':
        '各自何时更好：只有部分状态会被用到，或者填表顺序不明显时，用自顶向下，因为它只按递推式要求的顺序计算问题需要的状态；顺序清楚时用自底向上，因为它不需要栈，没有函数调用的开销，还可以只保留还要读的那几行。',
    "The write-ups' story, brute → memo → the fast method": '题解讲的故事：暴力搜索 → 记忆化 → 快速方法',
    'Brute force against the memo': '暴力搜索对比记忆化搜索',
    '{story}, counted: a count is the same on every machine, so the fitted powers are too. The time beside it is the fastest of {repeats} runs, so what a first run compiles or loads is left out; the n at one second carries that time along the fitted line, on this machine.':
        '{story}，用计数来衡量：计数在任何机器上都一样，所以拟合出的幂次也一样。旁边的时间是 {repeats} 次运行中最快的一次，所以第一次运行时的编译或加载不计在内；“1 秒时的 n”是把这个时间沿拟合出的直线外推得到的，只对本机成立。',
    '{game}: {summary}':
        '{game}：{summary}',
    '{title}.':
        '{title}。',
    'The answer is {answer} on {which}, as the argument under “{fast}” proves; the {n:,} small one tried agrees.':
        '在{which}上答案都是 {answer}，“{fast}”一节的论证证明了这一点；试过的 {n:,} 个小输入也全都符合。',
    'Why brute force grows more slowly than 3^n':
        '为什么暴力搜索的增长比 3^n 慢',
    'Up to three calls a level, n levels deep, make the 3^n. Yet a move of 2 or 3 stones skips levels, so the calls on m stones left, C(m), are one plus the calls on m − 1, m − 2 and m − 3 stones left. Such a count grows as r^m, where r is the root of r³ = r² + r + 1, about {root:.3f}; brute.py runs a few lines a call, so its counted work grows at that base too.':
        '每层最多三次调用，共 n 层，这就是 3^n 的来历。可是一次取 2 或 3 块石子会跳过若干层，所以剩下 m 块石子时的调用次数 C(m) 等于 1 加上剩下 m − 1、m − 2 和 m − 3 块时的调用次数。这样的计数按 r^m 增长，r 是 r³ = r² + r + 1 的根，约为 {root:.3f}；brute.py 每次调用只执行几行代码，所以它的计数工作量也按这个底数增长。',
    'for m ≥ 3': 'm ≥ 3 时',
    'On the example, n = {n}: C({n}) = {calls}, the calls brute.py makes on it above.':
        '在示例上，n = {n}：C({n}) = {calls}，正是上文 brute.py 在示例上的调用次数。',
    'C({far}) / C({before}) = {ratio:.3f}, and the root of r³ = r² + r + 1 is {root:.3f}: the fitted base above.':
        'C({far}) / C({before}) = {ratio:.3f}，而 r³ = r² + r + 1 的根是 {root:.3f}：正是上面拟合出的底数。',
    '{label} is an upper bound, not what brute force does: its work counted above fits {fitted}^n at the sizes it reached.':
        '{label} 只是上界，不是暴力搜索实际的增长：上面计数的工作量，在暴力搜索跑得到的规模上拟合为 {fitted}^n。',
    'Why brute force grows more slowly than 2^n at these sizes':
        '为什么在这些规模上，暴力搜索的增长比 2^n 慢',
    'A call with r piles left and 2M ≥ r takes them all and calls nothing; otherwise it takes X = 1, …, 2M piles and calls once on the r − X left, with the bound max(M, X). That is at most one call on each smaller number of piles, so C(n, 1) ≤ 2^(n−1): the label\'s bound. Yet M starts at 1, and grows only when a longer take is made: were it to stay 1, one or two piles a move, the count would grow as {golden:.3f}^n, as Fibonacci numbers do. So the calls per extra pile start well below 2, and climb as n grows and larger bounds come into play.':
        '剩下 r 堆且 2M ≥ r 时，这次调用把它们全部拿走，不再调用；否则它拿 X = 1, …, 2M 堆，并在剩下的 r − X 堆上调用一次，上限变为 max(M, X)。这样，对每个更小的堆数最多调用一次，所以 C(n, 1) ≤ 2^(n−1)：这就是标注的上界。可是 M 从 1 开始，只有拿得更多时才会变大：如果它一直是 1，每步只能拿一堆或两堆，调用次数就像斐波那契数那样按 {golden:.3f}^n 增长。所以每多一堆，调用次数的倍数起初远小于 2，随着 n 变大、更大的上限开始起作用，才逐渐爬升。',
    'when 2M ≥ r: the call takes every pile left':
        '当 2M ≥ r：这次调用拿走剩下的所有堆',
    'when 2M < r':
        '当 2M < r',
    'one call at most on each smaller number of piles':
        '对每个更小的堆数最多调用一次',
    'On the example, n = {n}: C({n}, 1) = {calls}, the calls brute.py makes on it above.':
        '在示例上，n = {n}：C({n}, 1) = {calls}，正是上文 brute.py 在示例上的调用次数。',
    'Why memo, table and fast fit powers below 1.5 beside O(n·√n)':
        '为什么记忆化、递推表和快速方法拟合出的幂次低于 1.5，而标注是 O(n·√n)',
    'O(n·√n) counts every square at every k: Q(n) squares in all. table.py stops at the first square that leaves a lost position, so only a lost k tries all of its squares, and memo.py, which reaches every k, tries the same ones; fast.py works from the lost k alone. Lost positions grow rarer as n grows, so the share of Q(n) that each listing tries falls, and a line fitted at the sizes measured is less steep than n^1.5. The label stays the bound.':
        'O(n·√n) 是在每个 k 上试遍所有平方数：一共 Q(n) 个。table.py 一找到能留下必败局面的平方数就停下，'
        '所以只有必败的 k 才会试遍它的所有平方数；memo.py 会到达每个 k，试的也正是这些；fast.py 只从必败的 k 出发做事。'
        'n 越大，必败局面越稀少，所以每段代码实际试的平方数占 Q(n) 的比例越来越小，在测量到的规模上拟合出的直线比 n^1.5 平缓。'
        '标注仍是上界。',
    "every square tried at every k: the label's n·√n":
        '在每个 k 上试遍所有平方数：即标注里的 n·√n',
    'On the example, n = {n}: table.py tries {table} of the Q({n}) = {every} squares.':
        '在示例中，n = {n}：table.py 试了 Q({n}) = {every} 个平方数中的 {table} 个。',
    'table.py tries {t1:.0%} of Q(n) at n = {n1}, {t2:.0%} at n = {n2} and {t3:.0%} at n = {n3}; fast.py {f1:.0%}, {f2:.0%} and {f3:.0%}: the shares fall as n grows, so the fitted powers are below 1.5.':
        'table.py 试的平方数占 Q(n) 的比例：n = {n1} 时为 {t1:.0%}，n = {n2} 时为 {t2:.0%}，n = {n3} 时为 {t3:.0%}；'
        'fast.py 依次为 {f1:.0%}、{f2:.0%} 和 {f3:.0%}：n 越大比例越小，所以拟合出的幂次低于 1.5。',
    'Why memo and table fit a power below 3 beside O(n³)':
        '为什么记忆化和递推表拟合出的幂次低于 3，而标注是 O(n³)',
    "table.py's work is in the max's generator: for each state whose 2M does not reach the end, it runs one line for each X from 1 to 2M. These lines, G(n) in all, grow as n³/12: the label's n³. Every other line is one per such state, S(n), or in the loops over i and M, 3n² + 5n + 8, and at the sizes measured these are still a large part of the whole, which bends the fitted line below 3. memo.py runs the same generator on the states the question reaches, fewer of them, and bends the same way.":
        'table.py 的工作量在 max 里的生成器上：2M 够不到末尾的每个状态，对 X 从 1 到 2M 各执行一行。'
        '这些行共 G(n) 行，按 n³/12 增长：这就是标注里的 n³。其余的行，要么是每个这样的状态一行，共 S(n) 行，'
        '要么在 i 和 M 的两层循环里，共 3n² + 5n + 8 行；在测量到的规模上，它们仍占总数的一大部分，'
        '所以拟合出的直线被压到 3 以下。memo.py 在问题能到达的状态上运行同样的生成器，状态更少，拟合出的幂次也同样偏低。',
    'the lines table.py runs on n piles':
        'table.py 在 n 堆石子上执行的行数',
    'with r piles left, M goes up to qᵣ':
        '剩下 r 堆时，M 最大到 qᵣ',
    'On the example, n = {n}: G({n}) + S({n}) + 3·{n}² + 5·{n} + 8 = {g} + {s} + {loops} = {lines}, the lines table.py runs on it.':
        '在示例中，n = {n}：G({n}) + S({n}) + 3·{n}² + 5·{n} + 8 = {g} + {s} + {loops} = {lines}，正是 table.py 在它上面执行的行数。',
    "G(n)'s share of the lines is {a:.1%} at n = {n1}, {b:.1%} at n = {n2} and {c:.1%} at n = {n3}: the n³ term takes over only slowly, so a line fitted at the sizes measured is less steep than n³.":
        'G(n) 在总行数中所占的比例：n = {n1} 时为 {a:.1%}，n = {n2} 时为 {b:.1%}，n = {n3} 时为 {c:.1%}：'
        'n³ 项只是慢慢占据主导，所以在测量到的规模上拟合出的直线比 n³ 平缓。',
    'C(n, 1) / C(n − 1, 1) is {a:.3f} at n = {n1}, {b:.3f} at n = {n2}, {c:.3f} at n = {n3} and {d:.3f} at n = {n4}: it climbs with n, and the fitted base above is measured at the n brute force can reach.':
        'C(n, 1) / C(n − 1, 1) 在 n = {n1} 时为 {a:.3f}，n = {n2} 时为 {b:.3f}，n = {n3} 时为 {c:.3f}，n = {n4} 时为 {d:.3f}：它随 n 爬升，而上面拟合出的底数，是在暴力搜索跑得到的 n 上测出来的。',
    'Why brute force grows more slowly than 2^n':
        '为什么暴力搜索的增长比 2^n 慢',
    'brute.py tries the squares 1, 4, 9, … in turn, and returns at the first that leaves the opponent a lost position. Without that early return, a call on k stones would call once on each of k − 1, k − 4, k − 9, … stones: F(k) = 1 + F(k − 1) + F(k − 4) + F(k − 9) + …. That is at most one call on each smaller pile, so F(k) ≤ 2^k: the label\'s bound. But the squares thin out, and F grows only as r^k, where r is the root of r⁻¹ + r⁻⁴ + r⁻⁹ + … = 1, about {root:.3f}. The early return only drops calls, so the calls brute.py makes, C(k), are at most F(k), and grow no faster.':
        'brute.py 依次尝试平方数 1、4、9、…，一旦某一步留给对手必败局面就立即返回。如果没有这个提前返回，剩 k 块时的一次调用会在剩 k − 1、k − 4、k − 9、… 块时各调用一次：F(k) = 1 + F(k − 1) + F(k − 4) + F(k − 9) + …。这对每个更小的堆最多调用一次，所以 F(k) ≤ 2^k：这就是标注的上界。但平方数越来越稀疏，F 只按 r^k 增长，r 是 r⁻¹ + r⁻⁴ + r⁻⁹ + … = 1 的根，约为 {root:.3f}。提前返回只会减少调用，所以 brute.py 实际的调用次数 C(k) 不超过 F(k)，增长也不会更快。',
    't: the first s that leaves a lost position; where none does, every s with s² ≤ k':
        't：第一个留下必败局面的 s；如果没有这样的 s，就是所有满足 s² ≤ k 的 s',
    'every square tried':
        '每个平方数都尝试',
    "r, the base of F's growth":
        'r：F 增长的底数',
    'On the example, n = {n}: C({n}) = {calls}, the calls brute.py makes on it above, and F({n}) = {full}.':
        '在示例上，n = {n}：C({n}) = {calls}，正是上文 brute.py 在示例上的调用次数；而 F({n}) = {full}。',
    "F({far}) / F({before}) = {ratio:.3f}, and the root of r⁻¹ + r⁻⁴ + r⁻⁹ + … = 1 is {root:.3f}: brute.py's calls grow no faster.":
        'F({far}) / F({before}) = {ratio:.3f}，而 r⁻¹ + r⁻⁴ + r⁻⁹ + … = 1 的根是 {root:.3f}：brute.py 的调用次数不会增长得更快。',
    "Why brute force's count depends on the values":
        '为什么暴力搜索的调用次数取决于数值',
    "brute.py tries each cut once and calls only on its lighter part, on both parts where the two sums tie. So the calls on the stones i..j, C(i, j), are one plus those on each cut's lighter part, and they depend on the values, not on n alone. Where each value outweighs all those before it, as 1, 2, 4, 8, …, the left part of every cut is the lighter, so every shorter prefix is called on: C(0, n − 1) = 1 + C(0, 0) + … + C(0, n − 2) = 2^(n−1), below the label's 3^n. On random values the lighter part is mostly the shorter, and a short part costs little: the count's growth per stone falls as n grows, and the fitted base above holds only near the n it was measured at.":
        'brute.py 对每种切法只试一次，并且只在较轻的部分上调用；两边的和相等时，两部分都调用。所以石子 i..j 上的调用次数 C(i, j) 等于 1 加上每种切法较轻部分上的调用次数，它取决于数值，而不只取决于 n。如果每个数都比它前面所有数的和还大，比如 1、2、4、8、…，那么每种切法的左边部分都较轻，于是每个更短的前缀都会被调用：C(0, n − 1) = 1 + C(0, 0) + … + C(0, n − 2) = 2^(n−1)，低于标注的 3^n。在随机数值上，较轻的部分多半也是较短的部分，而短的部分花费很少：调用次数每多一颗石子的增长倍数随 n 变大而下降，上面拟合出的底数只在测量它的那些 n 附近成立。',
    'a bracket is 1 where what it says holds, else 0: the lighter part is called on, both on a tie':
        '方括号在其中的条件成立时为 1，否则为 0：在较轻的部分上调用，相等时两部分都调用',
    'On the example, n = {n}: C(0, {last}) = {calls}, the calls brute.py makes on it above.':
        '在示例上，n = {n}：C(0, {last}) = {calls}，正是上文 brute.py 在示例上的调用次数。',
    'On the row 1, 2, 4, …, {top} (n = {n}): C(0, {last}) = {doubled} = 2^{power}.':
        '在行 1、2、4、…、{top}（n = {n}）上：C(0, {last}) = {doubled} = 2^{power}。',
    'On random rows of values 1 to 4, the calls grow by a factor of {a:.3f} a stone from n = {n1} to {n2}, by {b:.3f} from {n2} to {n3} and by {c:.3f} from {n3} to {n4}: the growth per stone falls as n grows.':
        '在数值为 1 到 4 的随机行上，n 从 {n1} 到 {n2} 时，每多一颗石子，调用次数平均乘以 {a:.3f}；从 {n2} 到 {n3} 时乘以 {b:.3f}；从 {n3} 到 {n4} 时乘以 {c:.3f}：这个倍数随 n 变大而下降。',
    "{label} has no fixed base: n! grows by a factor of n from one n to the next. Brute force's work counted above grows by a factor of {a:.2f} from n = {n1} to {n2} and of {b:.2f} from n = {n3} to {n4}, so the {fitted}^n fitted through its largest runs is a mean of rising factors, and would rise if larger n were measured.":
        '{label} 没有固定的底数：n 每加一，n! 就乘以 n。上面计数的暴力搜索工作量，n 从 {n1} 到 {n2} 时乘以 {a:.2f}，从 {n3} 到 {n4} 时乘以 {b:.2f}，所以穿过最大几次运行拟合出的 {fitted}^n 只是一串不断变大的倍数的平均，测到更大的 n 时还会变大。',
    'No line fits the work of {method}, hence the “—”: counted above on random instances, it is {a:,} at n = {n1}, {b:,} at n = {n2} and {c:,} at n = {n3}, rising and falling as n grows, so it does not follow n alone.':
        '{method}的工作量拟合不出直线，所以表中是“—”：上面在随机输入上计数，n = {n1} 时为 {a:,}，n = {n2} 时为 {b:,}，n = {n3} 时为 {c:,}，随 n 变大时升时降，可见它不只取决于 n。',
    'The work of {method} is the same, {work:,}, at every n measured, from n = {first:,} to {last:,}: it does not grow with n, so no n brings it to one second, hence the “—” in the last column.':
        '{method}在测过的每个 n 上（从 n = {first:,} 到 {last:,}）工作量都是 {work:,}：它不随 n 增长，没有哪个 n 能让它用到一秒，所以最后一列是“—”。',
    '{work:,} (constant)': '常数 {work:,}',
    "Why brute force's count grows as n!":
        '为什么暴力搜索的调用次数按 n! 增长',
    "brute.py keeps the stones left as a bitmask, but remembers no state's value: a call tries every stone left and calls once on the stones without it, so every order of taking the stones is walked. A call on m stones left makes m calls on m − 1 stones: C(m) = 1 + m·C(m − 1), with C(0) = 1, so C(n) = n!/n! + n!/(n − 1)! + … + n!/0!, which is ⌊e·n!⌋ for n ≥ 1: O(n!) calls, as labelled. Each call also runs its loop over all n bits of the mask, not only the m stones left: a call runs 2n + 3m + 3 lines, and brute.py's lines on n stones are (2n + 6)·C(n) + 1, the work counted above. From one n to the next they grow by a factor of a little more than n, so no fixed base b makes them b^n.":
        'brute.py 用位掩码记录剩下的石子，却不记住任何状态的值：一次调用尝试剩下的每块石子，并在去掉它之后的石子上调用一次，于是取石子的每一种顺序都会走一遍。剩 m 块时的一次调用会在剩 m − 1 块时调用 m 次：C(m) = 1 + m·C(m − 1)，C(0) = 1，所以 C(n) = n!/n! + n!/(n − 1)! + … + n!/0!，n ≥ 1 时它等于 ⌊e·n!⌋：调用次数是 O(n!)，与标注一致。每次调用还要把循环跑遍掩码的全部 n 位，而不只是剩下的 m 块：一次调用执行 2n + 3m + 3 行，所以 brute.py 在 n 块石子上执行的行数是 (2n + 6)·C(n) + 1，也就是上面计数的工作量。n 每加一，它乘以一个略大于 n 的倍数，所以没有哪个固定的底数 b 能让它按 b^n 增长。',
    'one call on each stone left':
        '对剩下的每块石子各调用一次',
    'the lines brute.py runs on n stones':
        'brute.py 在 n 块石子上执行的行数',
    "Why the sort's count grows as n, not n log n":
        '为什么排序的计数按 n 增长，而不是 n log n',
    "formula.py sorts with Python's sorted(), whose comparisons run inside the interpreter, in C: they run no line of the listing, so the count above does not see them. What it counts is the key, one line for each of the n stones, and the two sums, one line for each of their n terms in all: 2n + 6 lines, whatever order the sort makes. The log n is the comparisons' (about n·log₂ n of them), which only the time beside the count includes.":
        'formula.py 用 Python 的 sorted() 排序，它的比较在解释器内部用 C 完成：不执行代码清单里的任何一行，所以上面的计数看不到它们。'
        '计数看到的是 key：n 块石子各执行一行；还有两个求和，它们一共 n 项，每项一行：不论排序排出什么顺序，共 2n + 6 行。'
        'log n 来自比较（大约 n·log₂ n 次），只有计数旁边的时间包含了它们。',
    'the lines formula.py runs on n stones':
        'formula.py 在 n 块石子上执行的行数',
    'On the example, n = {n}: C({n}) = {calls}, the calls brute.py makes on it above, and ⌊e·{n}!⌋ = {floor}; its lines there are (2·{n} + 6)·{calls} + 1 = {lines}.':
        '在示例上，n = {n}：C({n}) = {calls}，正是上文 brute.py 在示例上的调用次数，而 ⌊e·{n}!⌋ = {floor}；它在示例上执行的行数是 (2·{n} + 6)·{calls} + 1 = {lines}。',
    "Why brute force's count does not follow n":
        '为什么暴力搜索的调用次数不随 n 而定',
    "brute.py sees the stones only through c₀, c₁ and c₂, and tries removing a stone ≡ 0, then 1, then 2, returning at the first removal that leaves the opponent lost. One of the three always makes the sum a multiple of 3 and is skipped, so a call makes at most two calls, one stone fewer each: at most 2^(n+1) − 1 calls, below the label's 3^n. How many it makes is fixed by the three counts, not by n: a won state stops at its first winning removal, a lost one tries each allowed removal, and n stones all ≡ 0 cost a single call, since the first removal loses. Random rows of growing n draw different counts, so the work counted above rises and falls with n.":
        'brute.py 只通过 c₀、c₁ 和 c₂ 看石子，依次尝试移除一块 ≡ 0、≡ 1、≡ 2 的石子，一旦某次移除让对手必败就立即返回。三者之中总有一个会使和成为 3 的倍数而被跳过，所以一次调用最多再调用两次，每次少一块石子：总共最多 2^(n+1) − 1 次调用，低于标注的 3^n。实际调用多少次由这三个计数决定，而不是由 n 决定：必胜的状态在第一个制胜的移除处就停下，必败的状态要试遍每个允许的移除；n 块石子全都 ≡ 0 时只需一次调用，因为第一次移除就输了。n 逐渐变大的随机行抽到的计数各不相同，所以上面计数的工作量随 n 时升时降。',
    'T: the residues r tried, in the order 0, 1, 2, with cᵣ > 0 and s + r ≢ 0 (mod 3), up to the first that leaves a lost state':
        'T：按 0、1、2 的顺序尝试的余数 r，满足 cᵣ > 0 且 s + r ≢ 0（mod 3），直到第一个留下必败状态的为止',
    'On the example, n = {n}: c = ({c0}, {c1}, {c2}) and C(c, 0) = {calls}, the calls brute.py makes on it above.':
        '在示例上，n = {n}：c = ({c0}, {c1}, {c2})，C(c, 0) = {calls}，正是上文 brute.py 在示例上的调用次数。',
    'Over every split of n = {n} stones into c₀ + c₁ + c₂, brute.py makes from {fewest:,} call, with c = {low}, to {most:,}, with c = {high}: rows of one n differ that much, all far below 2^{n} = {power:,}.':
        '把 n = {n} 块石子分成 c₀ + c₁ + c₂ 的所有分法中，brute.py 的调用次数最少为 {fewest:,}（c = {low}），最多为 {most:,}（c = {high}）：同一个 n 的行相差这么多，而且都远低于 2^{n} = {power:,}。',
    'What holds on every instance tried that the problem admits (a conjecture, with its evidence):':
        '在所有试过的、题目允许的输入上都成立的规律（猜想，附带证据）：',
    'The answer is {answer} on every instance the problem admits, as the argument under “{fast}” proves; the {n:,} small instance tried agrees.':
        '题目允许的每个输入，答案都是 {answer}，“{fast}”一节的论证证明了这一点；试过的 {n:,} 个小输入也全都符合。',
    'The nearest guess that fails: {said}. {first} and {second} agree on it, yet the answer is {one} for the first and {other} for the second.':
        '最接近的一条不成立的猜测：{said}。{first} 和 {second} 在这一点上相同，答案却分别是 {one} 和 {other}。',
    'None of the simple patterns tried ({tried}) holds on the {n:,} instance tried that the problem admits: the answer needs the recurrence.':
        '试过的简单规律（{tried}）没有一条在全部 {n:,} 个题目允许的输入上都成立：答案要靠递推式求出。',
    'a constant answer, or one that depends only on the number of values, the total, their residues mod 3 or the values in any order':
        '答案恒定，或者只取决于数的个数、总和、模 3 的余数，或不计顺序的这些数',
    'Play it against the perfect opponent, or see its solution and its table:':
        '和完美对手对弈，或者查看它的解和表格：',
    'Its parameters, as the rules file sets them: {given}.':
        '规则文件设定的参数：{given}。',
    '{n:,} state':
        '{n:,} 个状态',
    'The depth grows with the input: on a random instance of {n} values it is {depth} calls.':
        '递归深度随输入增长：在一个有 {n} 个数的随机输入上，深度为 {depth} 层。',
    '{method} ({complexity}):':
        '{method}（{complexity}）：',
    'On the example, {listing} returns {answer}: {verdict}.':
        '在示例中，{listing} 返回 {answer}：{verdict}。',
    'The example is too long to work this out by hand ({n:,} values; a form is worked on at most {most}), so it is checked on {instance}:':
        '示例太长，无法手算（{n:,} 个数；手算的形式最多 {most} 个数），所以改在 {instance} 上检验：',
    "{listing} costs {listed}, as its header says; the library's own {method} method, the one `stonegame games` lists, is other code and costs {declared}.":
        '{listing} 的代价是 {listed}，如它的文件头所说；库自己的“{method}”方法（`stonegame games` 列出的那个）是另一段代码，代价是 {declared}。',
    "{method}'s fitted n^{fitted} is below its label {label}, which says how the work grows as n grows large: the fit runs through n = {first} to {last}, where terms of lower order still weigh, and between the two largest runs, n = {n1} and {n2}, its work grows as n^{local}.":
        '方法“{method}”拟合出的 n^{fitted} 低于它的标注 {label}；标注说的是 n 很大时工作量怎样增长：拟合穿过 n = {first} 到 {last} 的运行，在这些规模上低阶项仍占不小的比重；在最大的两次运行 n = {n1} 与 {n2} 之间，它的工作量按 n^{local} 增长。',
    "Why memo.py's count fits below n³": '为什么 memo.py 的计数拟合出的幂低于 n³',
    'the cuts table.py tries on n stones': 'table.py 在 n 颗石子上尝试的切法数',
    "table.py tries every cut of every interval, (n³ − n)/6 cuts in all: the label's n³. memo.py computes only the intervals the question reaches, the whole row and each cut's lighter part, and tries the cuts of those only. The first one is the example; the others are random rows of values 1 to 4, as the growth section draws, at the n of its largest memo runs. The share of the cuts memo.py tries falls as n grows there, so its count grows slower than n³ at these n, and the power fitted through them is below the label, which bounds it from above: the table's count.":
        'table.py 尝试每个区间的每一种切法，一共 (n³ − n)/6 种：这就是标注里的 n³。memo.py 只计算问题能到达的区间，也就是整行以及每种切法中较轻的那一部分，并且只尝试这些区间的切法。下面第一行是示例；其余几行是数值为 1 到 4 的随机行，和“增长”一节的取法一样，规模取它最大的几次记忆化运行的 n。在这些规模上，memo.py 尝试的切法占比随 n 增大而下降，所以它的计数增长得比 n³ 慢，穿过这些点拟合出的幂也就低于标注；标注是它的上界，即填表的计数。',
    'n = {n}: memo.py tries {tried:,} of the table\'s {every:,} cuts ({share:.1%})':
        'n = {n}：填表的 {every:,} 种切法中，memo.py 尝试了 {tried:,} 种（{share:.1%}）',
    "Why the table's count fits below n³":
        '为什么填表的计数拟合出的幂低于 n³',
    "table.py fills win[c₀][c₁][c₂][s] for every count up to C₀, C₁, C₂ and the three sums: 3(C₀ + 1)(C₁ + 1)(C₂ + 1) cells, each a few lines, the label's C₀·C₁·C₂. Counted against n, as the growth section counts, that is a cube: the three counts add up to n, and on random rows each is a share of it. But each count carries its + 1, which weighs where the counts are a handful, and how n splits into the three counts varies from row to row: across the n measured the cells grow slower than n³, and the power fitted through them is below 3. memo.py computes only the states the question reaches, returning at the first winning removal, far fewer, so its fit is lower still. The rows the growth section measured table.py on, at the n its fit goes through:":
        'table.py 对每种不超过 C₀、C₁、C₂ 的计数以及三种和，填写 win[c₀][c₁][c₂][s]：共 3(C₀ + 1)(C₁ + 1)(C₂ + 1) 个格子，每个格子几行，这就是标注里的 C₀·C₁·C₂。像“增长”一节那样按 n 来数，它是一个立方：三个计数加起来是 n，在随机行上每个都占 n 的一部分。但每个计数都带着它的 + 1，计数只有几个时 + 1 的分量不小；而且 n 怎样分成三个计数，每一行都不一样：在测量过的 n 上，格子数增长得比 n³ 慢，穿过它们拟合出的幂低于 3。memo.py 只计算问题能到达的状态，在第一个能赢的移除处就返回，状态少得多，所以它拟合出的幂更低。下面是“增长”一节测量 table.py 时用的那些行，取拟合经过的 n：',
    'ℓ: the lines a cell of table.py runs, a few':
        'ℓ：table.py 每个格子执行的行数，只有几行',
    'n = {n}: C₀, C₁, C₂ = {c0}, {c1}, {c2}, and 3(C₀ + 1)(C₁ + 1)(C₂ + 1) = {cells:,} cells':
        'n = {n}：C₀、C₁、C₂ = {c0}、{c1}、{c2}，3(C₀ + 1)(C₁ + 1)(C₂ + 1) = {cells:,} 个格子',
    'n = {n}: C₀, C₁, C₂ = {c0}, {c1}, {c2}, and {cells:,} cells, grown as n^{power} from n = {m}':
        'n = {n}：C₀、C₁、C₂ = {c0}、{c1}、{c2}，{cells:,} 个格子，从 n = {m} 起按 n^{power} 增长',
    '{why}, so it is checked on {instance}:':
        '{why}，所以改在 {instance} 上检验：',
    'The example does not show this, so it is checked on {instance}:':
        '示例展示不了这一点，所以改在 {instance} 上检验：',
    'fitted work':
        '拟合的工作量',
    'largest n':
        '最大的 n',
    'work there':
        '该处的工作量',
    'seconds there':
        '该处的秒数',
    'n':
        'n',
    'work (counted)':
        '工作量（计数）',
    '{method} decides only some instances, and the example is not one of them; the table answers it.':
        '{method} 只能判定部分输入，示例不在其中；由递推表给出答案。',
    '{said} ({n:,} instance)':
        '{said}（{n:,} 个输入）',
    "the table's answer too":
        '与递推表的答案相同',
    "not the table's answer":
        '与递推表的答案不同',
    'On the example it computes {n:,} distinct state.':
        '在示例中，它计算了 {n:,} 个不同的状态。',
    # Top-down or bottom-up, counted on the listings (stonegame.teach.lesson)
    "As memo.py runs, each call takes {n} frame of Python's recursion limit (measured: the least limit it runs under grows by {n} a call).":
        'memo.py 运行时，每深一层调用要占用 Python 递归上限中的 {n} 帧（实测：它能运行的最低递归上限每深一层增加 {n}）。',
    'At n = {largest:,}, the largest {which}, the recursion goes {deepest:,} calls deep: its depth was {law} on each of the {count} instances tried, with n up to {most}.':
        '在 n = {largest:,} 时（{which}的最大规模），递归深达 {deepest:,} 层：在试过的 {count} 个输入上（n 最大为 {most}），深度都恰好是 {law}。',
    "At that rate Python's default limit of {limit:,} allows a recursion about {calls:,} calls deep.":
        '照这个比例，Python 默认的递归上限 {limit:,} 只允许大约 {calls:,} 层深的递归。',
    'Depth is what top-down costs beyond the table.':
        '递归深度是自顶向下比填表多付出的代价。',
    'Its depth is not a function of n alone: it was between {least} and {most} calls on the {count} instances tried, so it is not carried to the largest input here.':
        '它的深度不只取决于 n：在试过的 {count} 个输入上，深度在 {least} 到 {most} 层之间，所以这里不把它外推到最大输入。',
    'On the example, {listing} calls its function {n:,} time, each time on a different state: no two lines of play meet here, so it repeats nothing on this example.':
        '在示例中，{listing} 调用它的函数 {n:,} 次，每次都是不同的状态：这里没有两条对局路线相遇，所以在这个示例上它没有重复计算。',
    'On the example, {listing} calls its function {n:,} time, on {states}: {again} on a state it had already met along another line of play.':
        '在示例中，{listing} 调用它的函数 {n:,} 次，涉及 {states}：其中{again}它之前沿另一条对局路线已经遇到过的状态上。',
    "That depth is about {frames:,} frames: past Python's default limit of {limit:,}, and each frame also takes room on the machine's stack, so memo.py raises the limit and runs its recursion in a thread whose stack it sets large enough.":
        '这个深度大约是 {frames:,} 帧：超过了 Python 的默认上限 {limit:,}，而且每一帧还要占用机器栈的空间，所以 memo.py 提高了递归上限，并在一个自己设定了足够大栈空间的线程里运行递归。',
    "That depth is about {frames:,} frames: past Python's default limit of {limit:,}, so memo.py as written stops there, its recursion too deep.":
        '这个深度大约是 {frames:,} 帧：超过了 Python 的默认上限 {limit:,}，所以照原样运行的 memo.py 会在那里因递归过深而停止。',
    "That depth is about {frames:,} frames: past Python's default limit of {limit:,}, so memo.py raises the limit; at that depth the machine's default stack is still enough, so it needs no thread of its own.":
        '这个深度大约是 {frames:,} 帧：超过了 Python 的默认上限 {limit:,}，所以 memo.py 提高了递归上限；在这个深度下，机器默认的栈仍然够用，所以不需要另开线程。',
    "That depth is about {frames:,} frames: within Python's default limit of {limit:,}, so memo.py needs no more.":
        '这个深度大约是 {frames:,} 帧：在 Python 的默认上限 {limit:,} 之内，所以 memo.py 不需要再提高上限。',
    "That depth is about {frames:,} frames: within Python's default limit of {limit:,}, though memo.py raises the limit anyway.":
        '这个深度大约是 {frames:,} 帧：在 Python 的默认上限 {limit:,} 之内，不过 memo.py 还是提高了递归上限。',
    'The fill order on the example: the cells in the order {listing} writes them, one line for each {variable} of its outer loop.':
        '示例上的填表顺序：按 {listing} 写入格子的先后列出，外层循环的 {variable} 每取一个值占一行。',
    'The fill order on the example: the cells in the order {listing} writes them.':
        '示例上的填表顺序：按 {listing} 写入格子的先后列出。',
    'They compute the same cells: the {states} {memo} computes are the cells {table} writes.':
        '两者计算的是同样的格子：{memo} 计算的 {states}，正是 {table} 写入的格子。',
    'They do not compute the same cells: {memo} computes {states}, {table} writes {cells}.':
        '两者计算的不是同样的格子：{memo} 计算了 {states}，{table} 写入了 {cells}。',
    "Top-down starts from the question, the whole example, and reaches a base case only at the end of its first descent: on the example its recursion goes {depth} calls deep, computes {stored} and answers {hits} from its cache. Bottom-up starts from the base cases and reaches the answer's cell last, in the fill order above: it calls nothing, so it has no depth, and it writes {writes}.":
        '自顶向下从问题本身，也就是整个示例出发，要一路递归到底才碰到第一个边界条件：在示例上它的递归深度为 {depth} 层，计算了 {stored}，{hits}由缓存作答。自底向上从边界条件出发，按上面的填表顺序，最后才到答案所在的格子：它不调用任何函数，所以没有递归深度，共写入 {writes}。',
    'memo.py is written for, by its header':
        'memo.py 开头注释中写明它所适用',
    'memo.py raises the limit and runs its recursion in a thread whose stack it sets large enough.':
        'memo.py 提高了递归上限，并在一个自己设定了足够大栈空间的线程里运行递归。',
    'memo.py raises the limit.':
        'memo.py 提高了递归上限。',
    'the problem allows':
        '题目允许',
    '{memo} computes only the states the question reaches, and these include {n:,} base case it answers without asking for another state, {example}, which {table} never writes.':
        '{memo} 只计算问题能到达的状态，其中有 {n:,} 个是不用再问别的状态就能直接作答的边界情形，即 {example}，{table} 从不写入它。',
    '{memo} computes only the states the question reaches, and these include {n:,} base cases it answers without asking for another state, such as {example}, which {table} never writes.':
        '{memo} 只计算问题能到达的状态，其中有 {n:,} 个是不用再问别的状态就能直接作答的边界情形（如 {example}），{table} 从不写入它们。',
    '{memo} computes only the states the question reaches, and {n:,} of them, {example}, {table} never writes.':
        '{memo} 只计算问题能到达的状态，其中有 {n:,} 个（即 {example}）{table} 从不写入。',
    '{memo} computes only the states the question reaches, and {n:,} of them, such as {example}, {table} never writes.':
        '{memo} 只计算问题能到达的状态，其中有 {n:,} 个（如 {example}）{table} 从不写入。',
    '{memo} computes only the states the question reaches.':
        '{memo} 只计算问题能到达的状态。',
    "{memo} computes {states}, only those the question reaches; {table} makes {writes} into {name}, which has {indices} where the memo's states have {arguments}: the two do not count the same cells.":
        '{memo} 计算了 {states}，都是问题能到达的；{table} 向 {name} 写入 {writes}，而 {name} 有 {indices}，{memo} 的状态却有 {arguments}：两者数的不是同样的格子。',
    '{memo} computes {states}, only those the question reaches; {table} writes {cells}, whatever its loops go over.':
        '{memo} 计算了 {states}，都是问题能到达的；{table} 写入了 {cells}：循环经过哪些格子，它就写哪些。',
    '{n:,} call':
        '{n:,} 次调用',
    '{n:,} cell':
        '{n:,} 个格子',
    '{n:,} distinct state':
        '{n:,} 个不同的状态',
    '{n:,} of the calls is':
        '有 {n:,} 次调用落在',
    '{n:,} write':
        '{n:,} 次',
    '{n} argument':
        '{n} 个参数',
    '{n} index':
        '{n} 个下标',
    "{table}'s loops go over its whole table, reached or not: {n:,} of the cells it writes, {example}, is a state {memo} never computes.":
        '{table} 的循环走遍整张表，不管问题能否到达：它写入的格子中有 {n:,} 个（即 {example}）是 {memo} 从不计算的状态。',
    "{table}'s loops go over its whole table, reached or not: {n:,} of the cells it writes, such as {example}, are states {memo} never computes.":
        '{table} 的循环走遍整张表，不管问题能否到达：它写入的格子中有 {n:,} 个（如 {example}）是 {memo} 从不计算的状态。',
    '{variable} = {value}: {cells}':
        '{variable} = {value}：{cells}',
    '… and {n:,} more write':
        '…… 还有 {n:,} 次写入',
}
