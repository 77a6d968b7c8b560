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
}
