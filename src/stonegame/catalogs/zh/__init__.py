"""Chinese (简体中文): every sentence, as a Chinese write-up would say it: 先手/后手, 最优策略,
"Alice 拿走左边的 5，剩下 [3, 4, 5]". The games' titles are 力扣's (the English title is the
id). Chinese has one plural form, and no space between Chinese text and what follows it.

Why one module of about 500 lines: a catalog is one table of sentences, and it grows with
every sentence the project says; a translator reads it top to bottom, each id beside its
translation. The lessons' long sentences are a module of their own, ``lessons``, and so are the
errors, ``errors``.
"""

from __future__ import annotations

from stonegame.catalogs.zh.errors import ERRORS
from stonegame.catalogs.zh.lessons import LESSONS


def plural(n: int) -> int:
    """Chinese nouns do not change with their count: one form."""
    return 0


def spaced(text: str) -> str:
    """A space before ``text`` unless it starts with a Chinese character: 剩下 [3, 4] but 剩下余 0 的 …

    >>> spaced("[3, 4]"), spaced("余 0 的 1 颗"), spaced("Alice 会赢 3 分")
    (' [3, 4]', '余 0 的 1 颗', ' Alice 会赢 3 分')
    """
    return text if text[:1] >= "\u2e80" else " " + text


FORMS = {"spaced": spaced}

MESSAGES: dict[str, str | tuple[str, ...]] = {
    # The games' titles, as 力扣 gives them.
    "Stone Game": "石子游戏",
    "Stone Game II": "石子游戏 II",
    "Stone Game III": "石子游戏 III",
    "Stone Game IV": "石子游戏 IV",
    "Stone Game V": "石子游戏 V",
    "Stone Game VI": "石子游戏 VI",
    "Stone Game VII": "石子游戏 VII",
    "Stone Game VIII": "石子游戏 VIII",
    "Stone Game IX": "石子游戏 IX",
    "Predict the Winner": "预测赢家",
    # Joining sentences and lists.
    "{sentence} {next}": "{sentence}{next}",
    "{summary} {constraints}": "{summary}。约束：{constraints}",
    "{items}, {item}": "{items}、{item}",
    "{items}; {item}": "{items}；{item}",
    # The story (teach/explain.py).
    "{title} (LeetCode {number})": "{title}（LeetCode {number}）",
    "{method} returns {answer}.": "所以 {method} 返回 {answer}。",
    "The answer is {answer}.": "答案是 {answer}。",
    "Alice's values {alice}, Bob's values {bob}": "Alice 的价值 {alice}，Bob 的价值 {bob}",
    "… {n:,} more …": "… 另有 {n:,} 个 …",
    "nothing": "空",
    "leaving nothing": "石子全部拿完",
    "leaving {left}": "剩下{left:spaced}",
    "play {name}": "选择 {name}",
    "a tie": "双方打平",
    "it would end in a tie": "双方会打平",
    "{winner} wins by {margin}": "{winner} 赢 {margin} 分",
    "{winner} would win by {margin}": "{winner} 会赢 {margin} 分",
    "at once": "立即",
    "after {n} more move": "再走 {n} 步后",
    "{n} move": "{n} 步",
    "Note: {note}": "注：{note}",
    "it ends in a tie, {alice} to {bob}": "双方以 {alice} 比 {bob} 打平",
    "{winner} wins {won} to {lost}": "{winner} 以 {won} 比 {lost} 获胜",
    "{game} on {row}. Alice moves first. With best play on both sides, {verdict}.":
        "{game}，石子堆 {row}，Alice 先手，Bob 后手。双方都采取最优策略时，{verdict}。",
    "{game} on {instance}. Alice moves first. With best play on both sides, {verdict}.":
        "{game}，{instance}，Alice 先手，Bob 后手。双方都采取最优策略时，{verdict}。",
    "The {method} method decides the answer without search; the play below is exact.":
        "{method} 方法不用搜索就能判定答案；下面的走法是精确的最优解。",
    "{number}. {mover} {said:third}, {left}. Score: Alice {alice}, Bob {bob}.":
        "第 {number} 步：{mover} {said}，{left}，比分 Alice {alice} : Bob {bob}。",
    "{mover} moves again.": "{mover} 继续行动。",
    "Worth {value} to {mover} from here on ({mover}'s points minus {other}'s).":
        "从这里开始算，局面对 {mover} 的价值是 {value}（{mover} 的得分减去 {other} 的得分）。",
    "Worth {value} to {mover} from here on.": "从这里开始算，局面对 {mover} 的价值是 {value}。",
    "It is the only move.": "只有这一种走法。",
    "{said:gerund|capital} instead: just as good.": "如果改为{said}：一样好。",
    "{said:gerund|capital} instead: {outcome}, {loss} worse for {mover}.":
        "如果改为{said}：最终{outcome:spaced}，对 {mover} 来说比最优差 {loss} 分。",
    "The other move is no better.": "另一种走法也不会更好。",
    "The {n} other move is no better.": "其余 {n} 种走法都不会更好。",
    "Result: Alice {alice}, Bob {bob}: {outcome}. {answer}": "结果：Alice {alice} 分，Bob {bob} 分，{outcome}。{answer}",
    "{game} on {row}. Alice moves first. With best play {winner} wins, and the game lasts {length} "
    "(the winner hurries, the loser holds out).":
        "{game}，石子堆 {row}，Alice 先手，Bob 后手。双方都采取最优策略时 {winner} 获胜：胜者尽快取胜，败者尽量拖延，"
        "整局共 {length}。",
    "{game} on {instance}. Alice moves first. With best play {winner} wins, and the game lasts {length} "
    "(the winner hurries, the loser holds out).":
        "{game}，{instance}，Alice 先手，Bob 后手。双方都采取最优策略时 {winner} 获胜：胜者尽快取胜，败者尽量拖延，"
        "整局共 {length}。",
    "{game} with {instance}. Alice moves first. With best play {winner} wins, and the game lasts {length} "
    "(the winner hurries, the loser holds out).":
        "{game}，{instance}，Alice 先手，Bob 后手。双方都采取最优策略时 {winner} 获胜：胜者尽快取胜，败者尽量拖延，"
        "整局共 {length}。",
    "{number}. {player} {said:third}, {left}.": "第 {number} 步：{player} {said}，{left}。",
    "Winning: {player} wins {when}.": "必胜：{player} {when}获胜。",
    "Losing: {ahead} wins {when}.": "必败：{ahead} {when}获胜。",
    "Losing: whatever {player} does, {ahead} wins; this holds out longest ({ahead} wins {when}).":
        "必败：无论怎么走都是 {ahead} 赢，这一步拖得最久（{ahead} {when}获胜）。",
    "{said:gerund|capital} instead: also wins, just as fast.": "如果改为{said}：也能赢，而且一样快。",
    "{said:gerund|capital} instead: also wins, but only {when}.": "如果改为{said}：也能赢，但要{when}才赢。",
    "{said:gerund|capital} instead: loses: {other} would win {when}.": "如果改为{said}：会输，{other} {when}获胜。",
    "{said:gerund|capital} instead: loses just as late.": "如果改为{said}：同样会输，拖的步数一样。",
    "{said:gerund|capital} instead: loses sooner: {other} would win {when}.":
        "如果改为{said}：输得更快，{other} {when}就获胜。",
    "Result: {winner} wins. {answer}": "结果：{winner} 获胜，{answer}",
    # Playing (teach/play.py).
    "hint": "提示",
    "moves": "走法",
    "undo": "悔棋",
    "quit": "退出",
    "{game} on {row}: {summary}. You are {human}; the computer plays {computer} and never makes a mistake. "
    "Alice moves first.": "{game}，石子堆 {row}。你是 {human}，电脑扮演 {computer}，而且从不失误。Alice 先手。",
    "{game} on {instance}: {summary}. You are {human}; the computer plays {computer} and never makes a mistake. "
    "Alice moves first.": "{game}，{instance}。你是 {human}，电脑扮演 {computer}，而且从不失误。Alice 先手。",
    "{game} with {instance}: {summary}. You are {human}; the computer plays {computer} and never makes a mistake. "
    "Alice moves first.": "{game}，{instance}。你是 {human}，电脑扮演 {computer}，而且从不失误。Alice 先手。",
    "Left: {left}": "剩下：{left}",
    "Left: {left}   Score: Alice {alice}, Bob {bob}": "剩下：{left}　比分 Alice {alice} : Bob {bob}",
    "a move": "走法",
    "Your move, {human} ({listed}; or hint, moves, undo, quit): ":
        "轮到你了，{human}（{listed}；或 hint 提示、moves 走法、undo 悔棋、quit 退出）：",
    "{player} (computer) {said:third}.": "{player}（电脑）{said}。",
    "You {said}.": "你{said}。",
    "End of input: game abandoned.": "输入结束：对局已放弃。",
    "You quit: game abandoned.": "你退出了：对局已放弃。",
    "Type a move, or hint, moves, undo, quit.": "请输入走法，或 hint、moves、undo、quit。",
    "{text!r} is not a legal move here; legal moves: {legal}.": "“{text}” 不是合法的走法；可以走：{legal}。",
    "type moves to list them": "输入 moves 查看",
    "{move} ({said})": "{move}（{said}）",
    "{said} (type {move})": "{said}（输入 {move}）",
    "Hint: {said}, worth {worth} to you from here; with best play on both sides: {ending}.":
        "提示：{said}，从这里开始对你的价值是 {worth}；双方都走最优时，最终{ending:spaced}。",
    "Hint: {said} wins the quickest: you win {when}.": "提示：{said}，赢得最快：你{when}获胜。",
    "Hint: against best play you lose whatever you do; {said} holds out longest ({other} wins {when}).":
        "提示：对手不失误的话你已经必败，{said}拖得最久（{other} {when}获胜）。",
    "Legal moves, with what each is worth to you from here:": "合法走法，以及每一步从这里开始对你的价值：",
    "{said}: {about}": "{said}：{about}",
    "{worth} ({ending})": "{worth} ({ending})",
    "wins ({when})": "必胜（{when}获胜）",
    "loses ({other} wins {when})": "必败（{other} {when}获胜）",
    "Nothing to undo: you have not moved yet.": "还没有可以悔的棋。",
    "Took back your last move and the reply.": "已悔棋：撤回了你的上一步和对手的回应。",
    "Game over: you win.": "游戏结束：你赢了。",
    "Game over: you lose.": "游戏结束：你输了。",
    "Game over: Alice {alice}, Bob {bob}. You win by {margin}.": "游戏结束：Alice {alice} 分，Bob {bob} 分。你赢了 {margin} 分。",
    "Game over: Alice {alice}, Bob {bob}. You lose by {margin}.": "游戏结束：Alice {alice} 分，Bob {bob} 分。你输了 {margin} 分。",
    "Game over: Alice {alice}, Bob {bob}. A tie.": "游戏结束：Alice {alice} 分，Bob {bob} 分。平局。",
    "You made no move.": "你一步也没有走。",
    "Your moves, against perfect play:": "你的每一步，和最优解相比：",
    "best": "最优",
    "threw away the win (best: {best})": "丢掉了必胜局（最优：{best}）",
    "gave away {lost} (best: {best}, worth {best_worth}; yours was worth {worth})":
        "让出了 {lost} 分（最优：{best}，价值 {best_worth}；你这一步价值 {worth}）",
    "You played perfectly.": "你每一步都是最优解。",
    "In all you gave away {lost}: the computer never errs, so you ended at {ended} instead of {optimal}.":
        "你一共让出了 {lost} 分：电脑不会失误，所以你最终是 {ended}，而最优是 {optimal}。",
    # solve's summary and its optimal line (cli/solve.py).
    ", method {method}": "，方法 {method}",
    "decided without search: {reason}": "不用搜索即可判定：{reason}",
    "Alice {alice}, Bob {bob}: {verdict} (Alice − Bob = {value})": "Alice {alice} 分，Bob {bob} 分：{verdict}（Alice − Bob = {value}）",
    "{verdict} (Alice − Bob = {value})": "{verdict}（Alice − Bob = {value}）",
    "{winner} wins": "{winner} 获胜",
    "note: {note}": "注：{note}",
    "optimal line": "最优走法",
    "optimal line (each move weighed by {method})": "最优走法（每步的价值由 {method} 算出）",
    "player": "玩家",
    "move": "走法",
    "gain": "得分",
    "moves left": "剩余步数",
    "left": "剩下",
    "alternatives": "其他走法",
    "answer": "答案",
    "table not shown: {error}": "不显示表格：{error}",
    "{game} has no DP table to show": "{game} 没有可显示的 DP 表",
    "trace not shown: {error}": "不显示计算顺序：{error}",
    # check's report (check/report.py).
    "PASSED": "通过",
    "FAILED": "失败",
    "passed": "通过",
    "compile error": "编译错误",
    "wrong answer": "答案错误",
    "wrong return type": "返回类型错误",
    "runtime error": "运行时错误",
    "crash": "崩溃",
    "timeout": "超时",
    "memory limit exceeded": "超出内存限制",
    "printed more than {mb} MB to stdout": "向标准输出打印超过 {mb} MB",
    "too slow (likely time limit exceeded)": "太慢（很可能超出时间限制）",
    "the given case": "给定的用例",
    "the last failing case": "上次失败的用例",
    "a statement example": "题目示例",
    "an edge case": "边界用例",
    "a generated case": "生成的用例",
    "a sized case": "按规模生成的用例",
    "a largest instance": "最大规模的实例",
    "{verdict}; reproduce: {command}": "{verdict}；复现：{command}",
    "{verdict}: {n:,} case run in {seconds:.2f} s": "{verdict}：运行了 {n:,} 个用例，用时 {seconds:.2f} 秒",
    "{verdict}: {n:,} case run": "{verdict}：运行了 {n:,} 个用例",
    "{n:,} statement example": "{n:,} 个题目示例",
    "{n:,} edge case": "{n:,} 个边界用例",
    "{n:,} generated case": "{n:,} 个生成的用例",
    "{n:,} sized case": "{n:,} 个按规模生成的用例",
    "{n} of the largest size": "{n} 个最大规模的实例",
    "the last failing case first ({n})": "先运行上次失败的用例（{n} 个）",
    "the given case ({n})": "给定的用例（{n} 个）",
    "ran {cases}": "运行了 {cases}",
    "{ran}; shrinking ran {n:,} more": "{ran}；缩小用例又运行了 {n:,} 个",
    "ok": "通过",
    "stopped after {limit:g} s": "{limit:g} 秒后停止",
    "speed, {label}{size}: {took} (reference {reference})": "速度，{label}{size}：{took}（参考解 {reference}）",
    "n = {n}": "n = {n}",
    "all values {high}": "所有值均为 {high}",
    "random values in [{low}, {high}]": "值在 [{low}, {high}] 内随机",
    "random values in [{low}, {high}] (many ties)": "值在 [{low}, {high}] 内随机（大量相等）",
    ", n = {n:,}": "，n = {n:,}",
    "on {instance} ({phase}, n = {n:,}): {detail}": "在 {instance} 上（{phase}，n = {n:,}）：{detail}",
    "rule: one run at the constraints' largest size over {limit:g} s (--time-limit) would likely exceed LeetCode's time limit": "规则：在题目约束的最大规模上运行一次超过 {limit:g} 秒（--time-limit），很可能超出 LeetCode 的时间限制",
    "printed to stdout in {n:,} case (it fails nothing: LeetCode shows it apart); first, on {on}: {excerpt}": "在 {n:,} 个用例中向标准输出打印了内容（不算错：LeetCode 会单独显示）；第一次在 {on} 上：{excerpt}",
    "warning:": "警告：",
    "{name} build cached": "{name} 构建已缓存",
    "{name} build {seconds}": "{name} 构建用时 {seconds}",
    "compiled: {builds} (not counted in any case's time)": "已编译：{builds}（不计入任何用例的时间）",
    "compiled with {compiler}: {builds} (not counted in any case's time)": "已用 {compiler} 编译：{builds}（不计入任何用例的时间）",
    "{phase}: {label}": "{phase}：{label}",
    "stonegame: {phase}: {counted} ({seconds:.1f} s)": "stonegame：{phase}：{counted}（{seconds:.1f} 秒）",
    "{done:,} of {total:,}": "共 {total:,} 个，已运行 {done:,} 个",
    "{n:,} run": "运行了 {n:,} 次",
    "given case": "给定的用例",
    "last failing case": "上次失败的用例",
    "statement examples": "题目示例",
    "edge cases": "边界用例",
    "generated cases": "生成的用例",
    "sized cases": "按规模生成的用例",
    "largest instances": "最大规模的实例",
    "shrinking": "缩小用例",
    "{where}, shrunk from {origin}": "{where}，由 {origin} 缩小而来",
    "{n:,} stone": "{n:,} 个石子",
    "{stones}; {where}": "{stones}；{where}",
    "failing instance: {instance} ({where})": "失败的实例：{instance}（{where}）",
    "the whole instance: {file}": "完整的实例：{file}",
    "expected {expected}, got {actual}": "期望 {expected}，实际得到 {actual}",
    "expected {expected}": "期望 {expected}",
    "your code may nest {n:,} calls (a functools.cache recursion takes two a level): recurse less deep, or fill the table bottom-up": "你的代码最多可以嵌套 {n:,} 层调用（functools.cache 的递归每层算两次）：减少递归深度，或改为自底向上填表",
    "reproduce: {command}": "复现：{command}",
    "run your code on it again: {command}": "再次运行你的代码：{command}",
    "your answers are those of a known mistake, {name}, on the {n:,} small case it was compared on:":
        "你的答案与一个已知错误 {name} 在比较过的 {n:,} 个小用例上完全相同：",
    "(its lesson: stonegame lesson {slug})": "（讲解见课程：stonegame lesson {slug}）",
    "Alice − Bob": "Alice − Bob",
    "value (+1: Alice wins, −1: Bob wins)": "值（+1：Alice 赢，−1：Bob 赢）",
    "under optimal play {kind} = {value}; the optimal line:": "双方都走最优时 {kind} = {value}；最优走法：",
    # The list of games (stonegame games).
    # What each game is, in a line (its summary) and the families.
    "take the number at either end of the row; player 1 wins ties": "从数组任意一端拿走一个数；平局算玩家 1 赢",
    "take the pile at either end of the row; more stones wins": "从任意一端拿走一堆石子；石子多者获胜",
    "take the first X piles, 1 <= X <= 2M, then M = max(M, X); most stones wins": "拿走前 X 堆，1 <= X <= 2M，然后 M = max(M, X)；石子最多者获胜",
    "take the first 1, 2 or 3 stones; values may be negative; higher score wins": "拿走前 1、2 或 3 个石子；价值可以为负；得分高者获胜",
    "remove a non-zero square number of stones from one pile; who cannot move loses": "从一堆中拿走非零平方数个石子；无法行动的一方输",
    "remove any one stone; making the removed sum divisible by 3 loses; Bob wins if none is left": "拿走任意一个石子；使已拿走的总和能被 3 整除的一方输；石子拿完时 Bob 获胜",
    "Alice splits the row, Bob throws away the larger part, Alice scores the smaller": "Alice 把一行石子分成两部分，Bob 扔掉和较大的部分，Alice 得到较小部分的和",
    "take any stone and score your own value for it; higher score wins": "拿走任意一个石子，得到它对自己的价值；得分高者获胜",
    "remove the stone at either end of the row and score the sum of the stones left": "从任意一端移除一个石子，得到剩下石子的和",
    "merge the leftmost x >= 2 stones into one and score their sum; until one stone is left": "把最左边的 x >= 2 个石子合并成一个并得到它们的和；直到只剩一个石子",
    "remove stones from one heap; who cannot move wins": "从一堆中拿走任意个石子；无法行动的一方赢",
    "remove stones from one heap; who cannot move loses": "从一堆中拿走任意个石子；无法行动的一方输",
    "remove s stones from one heap, s in {moves}; who cannot move loses": "从一堆中拿走 s 个石子，s 属于 {moves}；无法行动的一方输",
    "take the first 1..{k} stones; values may be negative; higher score wins": "拿走前 1..{k} 个石子；价值可以为负；得分高者获胜",
    "take the first 1..K stones (take-up-to:3 is Stone Game III)": "拿走前 1..K 个石子（take-up-to:3 就是石子游戏 III）",
    "one heap, remove s stones for s in S, e.g. subtraction:1,3,4": "一堆石子，每次拿走 s 个，s 属于 S，例如 subtraction:1,3,4",
    "Nim on any number of heaps (normal play)": "任意多堆的 Nim（正常规则：无法行动的一方输）",
    "Nim where whoever cannot move wins": "无法行动的一方赢的 Nim",
    "family": "家族",
    "The Stone Game family": "石子游戏家族",
    "game": "游戏",
    "aliases": "别名",
    "rules": "规则",
    "methods (time)": "方法（时间复杂度）",
    # The order states are computed in (teach/trace.py).
    "top-down (memo) from the start {start}: {computed}, {hits} (↺).":
        "自顶向下（记忆化搜索），从起点 {start} 开始：{computed}，{hits}（↺）。",
    "{n} state computed": "计算了 {n} 个状态",
    "{n} memo hit": "{n} 次直接查备忘录",
    "Each entry is state=value: the mover's best own − opponent's from that state.":
        "每项是 状态=值：轮到的一方从该状态起能拿到的最大分差（自己减对手）。",
    "bottom-up: {states} in {stages}; stage h holds the states with at most h moves left and needs only earlier "
    "stages.\nEach entry is state=value.":
        "自底向上：{states}，分 {stages}；第 h 层是最多还剩 h 步的状态，只依赖前面的层。\n每项是 状态=值。",
    "{n} state": "{n} 个状态",
    "{n} stage": "{n} 层",
    "stage {h}: ": "第 {h} 层：",
    # Words shared by several games.
    "{n} stone": "{n} 个石子",
    "stone": "石子",
    "W: Alice wins": "W：Alice 获胜",
    "L: Bob wins": "L：Bob 获胜",
    # stone-game and predict-the-winner (games/stone_game.py).
    "take the left {pile}": "拿走左边的 {pile}",
    "take the right {pile}": "拿走右边的 {pile}",
    "take the last pile ({pile})": "拿走最后一堆 {pile}",
    "take the last number ({number})": "拿走最后一个数 {number}",
    "odd": "奇数",
    "even": "偶数",
    "Why Alice cannot lose with an even number of piles: {argument}": "为什么偶数堆时 Alice 不会输：{argument}",
    "index the piles #0 to #{last}. The even-indexed piles "
    "hold {even}, the odd-indexed ones {odd}. If Alice takes pile #{first}, both ends left to Bob are "
    "{other_kind}-indexed; whichever he takes, Alice can again take an {kind}-indexed end. So she can collect "
    "piles {piles} and end with at least {taken} against {other}":
        "把石子堆的下标记为 #0 到 #{last}，偶数下标的堆共 {even}，奇数下标的堆共 {odd} 个。"
        "Alice 先拿 #{first} 号堆，留给 Bob 的两端都是{other_kind}下标；无论 Bob 拿哪一端，Alice 都能接着拿一个{kind}下标的堆。"
        "这样 Alice 能拿到 {piles} 号堆，至少 {taken} 比 {other}",
    "{argument}: a win by at least {margin}. LeetCode's odd total makes the two sums differ, so stoneGame can "
    "simply return true; best play may win by more.":
        "{argument}，至少赢 {margin} 分。题目保证石子总数是奇数，两个和不可能相等，所以先手必胜，直接 return true 即可；"
        "最优策略下实际赢得可能更多。",
    "{argument}: the sums are equal, so this strategy secures only a tie; the play below decides.":
        "{argument}。这里两个和相等，这个策略只能保证打平，胜负要看下面的最优走法。",
    "(first, second) on piles i..j: the stones of the mover and of the other player; dp[i][j] = first − second":
        "第 i..j 堆上的（先手，后手）：轮到的一方和另一方各拿到的石子数；dp[i][j] = 先手 − 后手",
    "(first, second) on the whole row = {pair}: dp[0][{last}] = {difference} = Alice − Bob":
        "整行的（先手，后手）= {pair}：dp[0][{last}] = {difference} = Alice − Bob",
    # stone-game-ii.
    "take the first pile, {taken} ({bound})": "拿走第一堆（{taken}），{bound}",
    "take the first {n} pile, {taken} ({bound})": "拿走前 {n} 堆（{taken}），{bound}",
    "M stays {m}": "M 仍为 {m}",
    "M becomes {m}": "M 变为 {m}",
    "best[i][M]: most stones the mover gets from pile i on with bound M":
        "best[i][M]：从第 i 堆起、上限为 M 时，轮到的一方最多能拿到的石子数",
    "answer best[0][1] = {best} (Alice's stones)": "答案 best[0][1] = {best}（Alice 的石子数）",
    # stone-game-iii and take-up-to:K (games/families/take_up_to.py).
    "take the first stone ({taken})": "拿走第一个石子（{taken}）",
    "take the first {n} stone ({taken})": "拿走前 {n} 个石子（{taken}）",
    "dp[i]: the mover's best (own − opponent's) from stone i on": "dp[i]：从第 i 个石子起，轮到的一方的最大分差（自己减对手）",
    # stone-game-iv.
    "remove {n} stone ({root}²)": "拿走 {n} 个石子（{root}²）",
    "win(k): can the player to move with k stones left force a win?": "win(k)：剩 k 个石子时，轮到的一方能否必胜？",
    "win(m): can the player to move with m stones left force a win?": "win(m)：剩 m 个石子时，轮到的一方能否必胜？",
    "W −s: remove s stones to leave an L; L: every move leaves a W. L positions: {lost}. m = {n} is {verdict}":
        "W −s：拿走 s 个石子，留下一个 L；L：每一步都只能留下 W。L 局面：{lost}。m = {n} 是 {verdict}",
    "W −s²: remove s² stones to leave an L; L: every move leaves a W. L positions: {lost}. k = {n} is {verdict}":
        "W −s²：拿走 s² 个石子，留下一个 L；L：每一步都只能留下 W。L 局面：{lost}。k = {n} 是 {verdict}",
    # stone-game-v.
    "split after #{k} ({left} | {right}), keeping the left {left}": "在 #{k} 号石子后分开（{left} | {right}），留下左边的 {left}",
    "split after #{k} ({left} | {right}), keeping the right {right}":
        "在 #{k} 号石子后分开（{left} | {right}），留下右边的 {right}",
    "dp[i][j]: Alice's best score from stones i..j": "dp[i][j]：在第 i..j 个石子上，Alice 的最高得分",
    "answer cell dp[0][{last}] = {value} (Alice's score; Bob never scores)":
        "答案 dp[0][{last}] = {value}（Alice 的得分；Bob 从不得分）",
    # stone-game-vi.
    "take stone #{stone} (worth {alice} to Alice, {bob} to Bob)": "拿走 #{stone} 号石子（对 Alice 值 {alice}，对 Bob 值 {bob}）",
    "Why greedy by a + b is optimal: Alice − Bob = (a + b summed over Alice's stones) − (all of Bob's values), so "
    "taking a stone is worth its a + b to either player (it scores for you and denies the other), and both simply "
    "take the largest a + b left. Here the order is {ranked}: Alice takes {mine}, Bob takes {theirs}.":
        "为什么按 a + b 贪心是最优的：Alice − Bob = Alice 拿到的石子的 (a + b) 之和 − Bob 的全部价值之和，"
        "所以拿走一颗石子，对谁来说都值 a + b（自己得分，同时让对方拿不到），双方每次都拿 a + b 最大的那颗。"
        "这里的顺序是 {ranked}：Alice 拿 {mine}，Bob 拿 {theirs}。",
    "the order by a + b is {ranked}: Alice takes {mine}, Bob takes {theirs}.":
        "按 a + b 从大到小的顺序是 {ranked}：Alice 拿 {mine}，Bob 拿 {theirs}。",
    "none": "无",
    "#{i} ({a} + {b} = {c})": "#{i} 号（{a} + {b} = {c}）",
    "stone {stones}": "{stones} 号石子",
    "stones by a + b, largest first: Alice and Bob take them in turn": "石子按 a + b 从大到小排列：Alice 和 Bob 轮流拿",
    "taken by": "拿走者",
    "Alice's value a": "Alice 的价值 a",
    "Bob's value b": "Bob 的价值 b",
    "Alice − Bob = Σ (a + b) of Alice's stones − Σ b = {difference}":
        "Alice − Bob = Σ Alice 拿到的石子的 (a + b) − Σ b = {difference}",
    # stone-game-vii.
    "remove the last stone (scoring the {scored} left)": "移除最后一个石子，得到剩下的和 {scored}",
    "remove the left {stone} (scoring the {scored} left)": "移除左边的 {stone}，得到剩下的和 {scored}",
    "remove the right {stone} (scoring the {scored} left)": "移除右边的 {stone}，得到剩下的和 {scored}",
    "dp[i][j]: the mover's best (own − opponent's) score on stones i..j":
        "dp[i][j]：在第 i..j 个石子上，轮到的一方的最大分差（自己减对手）",
    "dp[0][{last}] = {value}: Alice − Bob": "dp[0][{last}] = {value}：Alice − Bob",
    "dp[0] = {value}: {winner}": "dp[0] = {value}：{winner}",
    # stone-game-viii.
    "merge the leftmost {n} stone into {merged}": "把最左边的 {n} 个石子合并成 {merged}",
    "f[i]: the mover's best when stones 0..i are merged into prefix[i]":
        "f[i]：第 0..i 个石子已合并成 prefix[i] 时，轮到的一方的最大分差",
    "answer f[0] = {value}": "答案 f[0] = {value}",
    # stone-game-ix.
    "remove a stone ≡ {residue} (sum {sum} ≡ {total})": "拿走一颗余 {residue} 的石子（总和 {sum} ≡ {total}）",
    "{n} stone ≡ 0, {c1} ≡ 1 and {c2} ≡ 2 (mod 3)": "余 0 的 {n} 颗、余 1 的 {c1} 颗、余 2 的 {c2} 颗",
    "Counting residues mod 3: {n} stone ≡ 0, {c1} ≡ 1, {c2} ≡ 2. A stone ≡ 0 leaves the sum as it was and only "
    "passes the turn, so only the parity of their count matters.":
        "按模 3 的余数计数：余 0 的 {n} 颗，余 1 的 {c1} 颗，余 2 的 {c2} 颗。余 0 的石子不改变总和，"
        "只是把回合交给对方，所以只有它们个数的奇偶性有用。",
    "With an even count of them, Alice wins iff both other residues occur: she opens with the rarer one, and Bob, "
    "who must keep answering with that same residue, runs out first.":
        "余 0 的个数为偶数时，只要余 1 和余 2 都有，Alice 就赢：她先拿较少的那种，Bob 只能一直跟着拿同一种，先被拿完。",
    "With an odd count of them the roles turn: Alice wins iff one residue outnumbers the other by more than 2 "
    "(here |{c1} − {c2}| = {gap}).":
        "余 0 的个数为奇数时局面反转：只有两种余数的个数相差超过 2，Alice 才赢（这里 |{c1} − {c2}| = {gap}）。",
    "So {winner} wins.": "所以 {winner} 获胜。",
    "{head} {rule} {verdict}": "{head}{rule}{verdict}",
    "{counts}: the count of stones ≡ 0 is even, and Alice wins iff c₁ ≥ 1 and c₂ ≥ 1.":
        "{counts}：余 0 的个数是偶数，而 Alice 获胜当且仅当 c₁ ≥ 1 且 c₂ ≥ 1。",
    "{counts}: the count of stones ≡ 0 is odd, and Alice wins iff |c₁ − c₂| > 2; here it is {gap}.":
        "{counts}：余 0 的个数是奇数，而 Alice 获胜当且仅当 |c₁ − c₂| > 2；这里它是 {gap}。",
    "{rule} {verdict}": "{rule}{verdict}",
    "win at c0 = {c0}; a cell: s ≡ 0 | 1 | 2, each as (Alice to move)(Bob to move)":
        "c0 = {c0} 时的胜负；每格依次是 s ≡ 0 | 1 | 2，每项写作（Alice 先走）（Bob 先走）",
    "W: the player to move wins. The start (c1 = {c1}, c2 = {c2}, s ≡ 0, Alice) is {start}":
        "W：轮到的一方必胜。起点（c1 = {c1}，c2 = {c2}，s ≡ 0，Alice 先走）是 {start}",
    # The families (games/families/).
    "Subtraction game {moves}": "减法游戏 {moves}",
    "Take up to {k}": "石子游戏（每次最多拿 {k} 个）",
    "Nim": "Nim 游戏",
    "Misère Nim": "反常 Nim 游戏",
    "take {stones} from heap #{heap}": "从 #{heap} 号堆拿 {stones} 个",
    "{moves} or {move}": "{moves} 或 {move}",
    "{moves} or …": "{moves}……",
    "the XOR of the {count} heaps is {xor}": "{count} 堆的异或为 {xor}",
    "Bouton's rule: the player to move loses exactly when the XOR of the heaps is 0, since every move from XOR 0 "
    "leaves a non-zero XOR and from a non-zero XOR some move brings it back to 0.":
        "Bouton 定理：所有堆的异或为 0 时，轮到的一方必败，因为从异或为 0 的局面出发，任何一步都会让异或变成非 0，"
        "而从异或非 0 的局面出发，总有一步能让它回到 0。",
    "Here {xor_sum}, not 0: Alice wins by leaving XOR 0 after each of her moves (now: {moves}).":
        "这里 {xor_sum}，不为 0：Alice 每一步都留下异或为 0 的局面就能获胜（现在：{moves}）。",
    "Here {xor_sum}: Bob wins, bringing the XOR back to 0 after each of Alice's moves.":
        "这里 {xor_sum}：Alice 每走一步，Bob 都把异或变回 0，所以 Bob 获胜。",
    "Misère Nim (Bouton): while some heap holds 2 or more stones, the player to move wins exactly when the XOR of "
    "the heaps is not 0, as in Nim; once every heap holds 0 or 1, exactly when an even number of heaps is left, and "
    "the winner's move into that end leaves an odd number of heaps of 1.":
        "反常 Nim（Bouton）：只要还有一堆至少 2 个石子，就和普通 Nim 一样，异或不为 0 时轮到的一方必胜；"
        "每堆都只剩 0 或 1 个时，剩下偶数堆则轮到的一方必胜，胜者进入这一阶段时要留下奇数个 1。",
    "Here every heap holds at most 1 stone and {n} is left: {winner} wins.": "这里每堆至多 1 个石子，还剩 {n} 堆：{winner} 获胜。",
    "Here {xor_sum}, not 0: {winner} wins.": "这里 {xor_sum}，不为 0：{winner} 获胜。",
    "Here {xor_sum}: {winner} wins.": "这里 {xor_sum}：{winner} 获胜。",
    "remove {count}": "拿走 {count} 个石子",
    # Notes on an instance (core/game.py Limits, core/reading.py, the games' own).
    "n = {n} is outside the original constraints ({least} <= n <= {most})": "n = {n} 超出了原题的约束（{least} <= n <= {most}）",
    "the value {high} is outside the original constraints ({least} <= values <= {most})": "数值 {high} 超出了原题的约束（{least} <= 数值 <= {most}）",
    "the value {low} is outside the original constraints ({least} <= values <= {most})": "数值 {low} 超出了原题的约束（{least} <= 数值 <= {most}）",
    "the total {total} is even: the original problem guarantees an odd total (no tie)": "总和 {total} 是偶数：原题保证总和为奇数（不会平局）",
    "n = {n} is odd: the original guarantee (even n, so Alice always wins) does not hold": "n = {n} 是奇数：原题的保证（n 为偶数，所以 Alice 必胜）不成立",
    "the first line, {n}, was read as the number of values that follow": "第一行的 {n} 被当作后面数值的个数",
    "removing the only stone scores 0": "移除唯一的石子得 0 分",
    # Sprague–Grundy reports (tools/grundy.py).
    "{game} {instance}: Grundy value {value}": "{game} {instance}：Grundy 值 {value}",
    "sum: {xors} = {total}": "和：{xors} = {total}",
    "the player to move (Alice) wins: the value is not 0": "先手（Alice）必胜：Grundy 值不为 0",
    "the player to move (Alice) loses: the value is 0": "先手（Alice）必败：Grundy 值为 0",
    "no period found up to {upto}: {note}": "在 {upto} 以内没有找到周期：{note}",
    "proven": "已证明",
    "apparent, not proven": "看起来如此，未证明",
    "period {p} from n = {n0} ({status}): {cycle}": "从 n = {n0} 起周期为 {p}（{status}）：{cycle}",
    "g(n + {p}) = g(n) for {n0} <= n <= {last}; the periodicity theorem needs it only for {n0} <= n < {end} (a window as long as the largest move, {largest}), so it holds for every n >= {n0}":
        "对 {n0} <= n <= {last} 都有 g(n + {p}) = g(n)；周期性定理只需要它对 {n0} <= n < {end} 成立（窗口长度等于最大的一步 {largest}），所以对所有 n >= {n0} 都成立",
    "every finite subtraction game is eventually periodic; a larger upto than {upto} will show the period":
        "每个有限减法游戏最终都是周期的；把 upto 设得比 {upto} 更大就能看到周期",
    "g(n + {p}) = g(n) for {n0} <= n <= {last}, more than the preperiod plus two periods; {game} is not a finite subtraction game, so no theorem makes this a proof":
        "对 {n0} <= n <= {last} 都有 g(n + {p}) = g(n)，超过了前周期加两个周期；但 {game} 不是有限减法游戏，没有定理能据此证明周期性",
    "{game} is not a finite subtraction game: its values need not ever repeat":
        "{game} 不是有限减法游戏：它的值不一定会重复",
    "{game}: g(0..{upto}) = {values}": "{game}：g(0..{upto}) = {values}",
    "g(n) of {game}": "{game} 的 g(n)",
    # A study of an instance space: batch --all with --summary or --compare (views/study.py).
    "{game}, n = {n}": "{game}，n = {n}",
    "{game}, n = {n}, values {values}": "{game}，n = {n}，数值范围 {values}",
    "{space}: all {count:,} instances": "{space}：全部 {count:,} 个实例",
    "{space}: a sample of {sample:,} (seed {seed}) of {count:,} instances":
        "{space}：从 {count:,} 个实例中随机抽取 {sample:,} 个（种子 {seed}）",
    "{strategy} as Alice against optimal play, over {count:,} instances:":
        "{strategy} 扮演 Alice，对阵走最优策略的 Bob，共 {count:,} 个实例：",
    "loses {part} where optimal play does not lose": "有 {part} 局输了，而按最优策略这些局不会输",
    "ends below optimal play on {part}, by {mean:.3g} on average over all":
        "有 {part} 局的结果不如最优策略，平均到全部对局，每局少 {mean:.3g}",
    "short by {shortfall} on {instance} (id {id})": "在 {instance}（id {id}）上少 {shortfall}",
    "winners": "胜者",
    "Tie": "平局",
    "undecided": "未定",
    "min {min}, mean {mean:.4g}, max {max}": "最小 {min}，平均 {mean:.4g}，最大 {max}",
    "most common": "最常见",
    "largest": "最大",
    "smallest": "最小",
    "{value} on {instance}": "{instance} 上为 {value}",
    "{errors:,} instances erred; the first: {first}": "{errors:,} 个实例出错；第一个：{first}",
    # The web playground's page (web/words.py).
    'nothing left': '什么也不剩',
    'Score: Alice {alice}, Bob {bob}': '比分：Alice {alice}，Bob {bob}',
    'move {step} of {moves}': '第 {step} 步，共 {moves} 步',
    'move {step}': '第 {step} 步',
    'The game is over.': '游戏结束。',
    '{player} to move; the optimal line plays {move} (★).': '轮到 {player}；最优策略是{move}（★）。',
    'Value history': '局面价值的变化',
    'answer: {answer}': '答案：{answer}',
    'Alice {alice}, Bob {bob}': 'Alice {alice} 分，Bob {bob} 分',
    'method {method}': '方法：{method}',
    'Play': '播放',
    'done': '完成',
    'stage {stage}': '第 {stage} 层',
    '{computed} computed, {hits} memo hits (↺)': '已计算 {computed} 个，记忆命中 {hits} 次（↺）',
    'Pause': '暂停',
    '{player} (computer) plays {move}.': '{player}（电脑）{move}。',
    'In all you gave away {lost}.': '你一共少得了 {lost} 分。',
    'A move of yours threw away the win: its grade below says which.': '你有一步把胜局走输了：下面的评语指出了是哪一步。',
    'Your move, {human}.': '轮到你了，{human}。',
    '{move}: threw away the win (best: {best})': '{move}：把胜局走输了（最优：{best}）',
    'running…': '运行中……',
    'value': '分差',
    'complexity': '复杂度',
    'stonegame playground': 'stonegame 演练场',
    'Dark / light': '深色 / 浅色',
    'To stop the server, press Ctrl+C in the terminal where `stonegame serve` runs.': '要停止服务器，在运行 `stonegame serve` 的终端里按 Ctrl+C。',
    'Game': '游戏',
    'Instance': '输入',
    'Method': '方法',
    'Solve': '求解',
    'Example': '示例',
    'Random': '随机',
    'win': '赢',
    'tie': '平',
    'lose': '输',
    'States, coloured by value': '状态（按价值着色）',
    'Fill order': '填表顺序',
    'top-down (memo)': '自顶向下（记忆化）',
    'bottom-up (table)': '自底向上（递推）',
    'Speed': '速度',
    'Explanation': '讲解',
    'Play the perfect opponent': '和完美对手对弈',
    'You play': '你执',
    'New game': '新对局',
    'Hint': '提示',
    'Undo': '悔棋',
    'Methods side by side': '各方法对比',
    'Run every method': '运行所有方法',
    # The playground, second edition (web/, and what the games tell its boards).
    'Not accepted: {detail}': '未被接受：{detail}',
    'Too large for this server: {detail}': '超出本服务器的计算范围：{detail}',
    'The server is busy; try again in a moment.': '服务器正忙，请稍后再试。',
    "An internal error (a bug in stonegame); the server's log has the details.": '内部错误（stonegame 的缺陷），详情见服务器日志。',
    'left end': '左端',
    'L': '败',
    'right end': '右端',
    "{value} for the mover (own − opponent's)": '对轮到的一方为 {value}（自己 − 对手）',
    'the mover wins in {moves}': '轮到的一方必胜，还需 {moves} 步',
    'the mover loses in {moves}': '轮到的一方必败，还剩 {moves} 步',
    '{move}: {worth}; leaves {left}': '{move}：{worth}；剩下 {left}',
    '{worth}; leaves {left}': '{worth}；剩下 {left}',
    'moves played': '已走步数',
    'Alice − Bob at the end, best play': '终局 Alice − Bob（最优策略）',
    'moves left (+: Alice wins)': '剩余步数（正：Alice 赢）',
    "Every value on this page is the player to move's own points − the opponent's, under best play from there.": '本页的每个值都是：从该局面起双方都走最优策略时，轮到的一方自己的得分 − 对手的得分。',
    'Every value on this page says whether the player to move wins under best play, and in how many moves.': '本页的每个值都表示：双方都走最优策略时，轮到的一方是赢是输，以及还要走几步。',
    'Piles keep the index they had at the start, counted from 0 as the code counts (#0, #1, …).': '每堆石子始终保留开局时的下标，和代码一样从 0 开始计数（#0、#1、…）。',
    'Solving…': '正在求解…',
    "Write the instance's values first (or press Example).": '请先输入石子的值（或点“示例”）。',
    "Select a cell of the states' map to see its recurrence with the numbers plugged in.": '选中状态图中的一个格子，就能看到代入数字后的递推式。',
    'W': '胜',
    'rows: {rows}; columns: {columns}': '行：{rows}；列：{columns}',
    'columns: {columns}': '列：{columns}',
    'Each cell: W (the player to move wins) or L (loses), then the moves left under best play.': '每个格子：胜（轮到的一方必胜）或败（必败），后面是最优策略下的剩余步数。',
    '{states} states. Hover or focus one: outlined, what it depends on; ★, where its best move leads. Select one to see why.': '共 {states} 个状态。把鼠标移到一个上：虚线框出它依赖的状态；★ 是最优一步通向的状态。选中它可以看到原因。',
    "{states} states. Hover or focus one: outlined, what it depends on; ★, where its best move leads. Select one to see why. The lesson's {path}, run on this instance, computes {computed} states, {shared} of them cells of this map; {n} of its states is a base case, answered without calling itself again.":
        '共 {states} 个状态。把鼠标移到一个上：虚线框出它依赖的状态；★ 是最优一步通向的状态。选中它可以看到原因。课程中的 {path} 在这个输入上计算了 {computed} 个状态，其中 {shared} 个是这张状态图上的格子；它的状态里有 {n} 个是边界情况，不再调用自身就直接给出答案。',
    'Showing a state off the optimal line: {state}.': '正在显示一个不在最优路线上的状态：{state}。',
    'Its moves and values are in the map; step through the line (‹ ›) to come back to it.': '它的走法和价值见状态图；用（‹ ›）逐步浏览路线即可回到路线上。',
    'Its moves are hidden while you practise; step through the line (‹ ›) to come back to the question.': '练习中它的走法已隐藏；用（‹ ›）逐步浏览路线即可回到题目。',
    '{states} states. Hover or focus one: outlined, what it depends on. Select one to see why.': '共 {states} 个状态。把鼠标移到一个上：虚线框出它依赖的状态。选中它可以看到原因。',
    'working it out…': '正在计算…',
    'refused: too large for this method': '拒绝：对这个方法来说太大',
    'Lesson': '课程',
    'full range': '完整范围',
    'for the player to move; hover or focus a move for its value and what it leaves': '（对轮到的一方而言；把鼠标移到一步上可看它的价值和剩下的局面）',
    'Why this value': '这个值从何而来',
    "The write-up's own table": '题解自己的表',
    'As the LeetCode write-ups fill it, in their own form (its caption says how it converts to the value above).': '按力扣题解的填法和形式给出（表下的说明写了它如何换算成上面的值）。',
    "Alice's value": 'Alice 的价值',
    "Bob's value": 'Bob 的价值',
    'stones ≡ 0 (mod 3)': '≡ 0 (mod 3) 的石子',
    'stones ≡ 1 (mod 3)': '≡ 1 (mod 3) 的石子',
    'stones ≡ 2 (mod 3)': '≡ 2 (mod 3) 的石子',
    'removed sum, mod 3': '已拿走的总和 mod 3',
    'removed sum': '已拿走的总和',
    '{c0}, {c1}, {c2} left; sum ≡ {s}; {mover}': '剩 {c0}、{c1}、{c2} 颗；和余 {s}；{mover}',
    'Alice to move': '轮到 Alice',
    'Bob to move': '轮到 Bob',
    'stone {stones} left': '剩下 {stones} 号石子',
    'no stone left': '没有石子了',
    'a heap of {sizes}': '石子堆 {sizes}',
    'to move': '轮到',
    'no move is left: the game ends here': '已经无路可走：游戏在这里结束',
    'This instance is too large to draw its table: a smaller one shows it.': '这个输入太大，画不出它的表：换一个小一些的输入就能看到。',
    "The page's instance is not worked here: a lesson works by hand a valid instance of at most {most} values, so this one works the problem's example.":
        "这里没有演算页面上的输入：课程只手算不超过 {most} 个值的合法输入，所以本课演算题目的示例。",
    'This game has no DP table: its positions are not cells of a grid. The states below are its table.': '这个游戏没有 DP 表：它的局面不是网格中的格子。上面的状态图就是它的表。',
    'This instance has too many states to draw: a smaller one shows them.': '这个输入的状态太多，画不出来：换一个小一些的输入就能看到。',
    'As on the map, each state is named by its memo key: {states}; states with one key have one value.': '和状态图一样，每个状态都按记忆化的键来命名：{states}；键相同的状态，值也相同。',
    'The map files this state, {state}, under its memo key {key}: states with one key have one value.':
        '状态图把这个状态 {state} 记在它的记忆化键 {key} 之下：键相同的状态，值也相同。',
    '2 <= piles.length <= 500, piles.length even, 1 <= piles[i] <= 500, sum(piles) odd': '2 <= piles.length <= 500，piles.length 为偶数，1 <= piles[i] <= 500，sum(piles) 为奇数',
    'length >= 1, values[i] any integer': 'length >= 1，values[i] 为任意整数',
    '1 <= piles.length <= 100, 1 <= piles[i] <= 10^4': '1 <= piles.length <= 100，1 <= piles[i] <= 10^4',
    '1 <= stoneValue.length <= 5·10^4, −1000 <= stoneValue[i] <= 1000': '1 <= stoneValue.length <= 5·10^4，−1000 <= stoneValue[i] <= 1000',
    '2 <= n <= 10^5, −10^4 <= stones[i] <= 10^4': '2 <= n <= 10^5，−10^4 <= stones[i] <= 10^4',
    '1 <= nums.length <= 20, 0 <= nums[i] <= 10^7': '1 <= nums.length <= 20，0 <= nums[i] <= 10^7',
    '1 <= stones.length <= 10^5, 1 <= stones[i] <= 10^4': '1 <= stones.length <= 10^5，1 <= stones[i] <= 10^4',
    '1 <= stoneValue.length <= 500, 1 <= stoneValue[i] <= 10^6': '1 <= stoneValue.length <= 500，1 <= stoneValue[i] <= 10^6',
    '2 <= n <= 1000, 1 <= stones[i] <= 1000': '2 <= n <= 1000，1 <= stones[i] <= 1000',
    'n == aliceValues.length == bobValues.length, 1 <= n <= 10^5, 1 <= aliceValues[i], bobValues[i] <= 100': 'n == aliceValues.length == bobValues.length，1 <= n <= 10^5，1 <= aliceValues[i]、bobValues[i] <= 100',
    'M = {m}: the player to move may take the first 1 to {most} piles (at most 2M)': 'M = {m}：轮到的一方可以拿走前 1 到 {most} 堆（最多 2M 堆）',
    'M = {m}: one pile is left, and the player to move must take it': 'M = {m}：只剩一堆，轮到的一方只能拿走它',
    'the player to move may take the first 1 to {most} stones': '轮到的一方可以拿走前 1 到 {most} 个石子',
    'the player to move must take the first stone': '轮到的一方只能拿走第一个石子',
    'every stone is merged into one, {merged}: the game is over': '所有石子已合并成一个，{merged}：游戏结束',
    'a move merges the first 2 or more stones into one and scores their sum': '每一步把最前面的 2 个或更多石子合并成一个，得分为它们的和',
    'the first stone is #0–#{last} merged, {merged}: a move merges it with 1 or more of the next and scores the sum': '第一个石子是 #0–#{last} 合并而成的 {merged}：每一步把它和后面的 1 个或更多石子合并，得分为它们的和',
    'no square fits in 0 stones: the player to move loses': '0 个石子里放不下任何平方数：轮到的一方输',
    'the squares the player to move may remove: {squares}': '轮到的一方可以拿走的平方数：{squares}',
    'no amount fits in {n} stones: the player to move loses': '{n} 个石子不够任何一种拿法：轮到的一方输',
    'the amounts the player to move may remove: {amounts}': '轮到的一方可以拿走的数量：{amounts}',
    'Practice: hide the values': '练习：隐藏数值',
    'Stop practising: show the values': '结束练习：显示数值',
    'score: {right} of {asked}': '得分：{asked} 题中答对 {right} 题',
    'The game is over. Step back (‹) to see your answers; to practise again, stop and start anew.': '对局结束。按 ‹ 往回看每一步的作答；想再练一次，先结束练习再重新开始。',
    'Your answers here:': '这一步你的作答：',
    'Who wins from here with best play on both sides?': '双方都走最优策略时，从这里开始谁会赢？',
    'Which move is best here? Pick one.': '这里哪一步最好？选一步。',
    'Right.': '答对了。',
    'Not so: with best play, {truth}.': '不对：双方都走最优策略时，{truth}。',
    'Right: {move} is best.': '答对了：{move} 是最好的一步。',
    'Not best: {move} is worth {value}; the best is worth {best}.': '不是最好的：{move} 的价值是 {value}；最好的一步价值是 {best}。',
    'Recursion tree (top-down)': '递归树（自顶向下）',
    'The calls the memo makes from the start, in order: a state met again is answered by the memo (↺) and not expanded.': '记忆化搜索从起点出发依次发起的调用：再次遇到的状态由备忘录直接给出（↺），不再展开。',
    'Practice: predict each cell': '练习：预测每个格子',
    'Stop predicting': '结束预测',
    'Check': '检查',
    'Every cell is filled.': '所有格子都填好了。',
    'The value of {state}?': '{state} 的值是多少？',
    'W or L at {state}?': '{state} 是胜（W）还是败（L）？',
    'Not so: it is {value}.': '不对：它是 {value}。',
    "On this page the start is worth {value} to Alice: her {alice} − Bob's {bob}, whatever form the write-up's cells take.": '在本页，起点对 Alice 的价值是 {value}：她的 {alice} − Bob 的 {bob}，不论题解的格子用什么形式。',
    # The playground, third edition (#38): one current state, one convention, practice that hides.
    'Each cell: the value of that state for the player to move; blue ahead, red behind.': '每个格子：该状态对轮到的一方的价值；蓝色领先，红色落后。',
    'Hidden while you practise: answer first, then it is worked out here.': '练习中已隐藏：先作答，这里再给出推导。',
    'Hidden while you practise: the table shows every value.': '练习中已隐藏：这张表会暴露所有的值。',
    'Hint: {move}: {worth}.': '提示：{move}：{worth}。',
    'Hint: {move}: {worth}; Alice − Bob at the end: {margin}.': '提示：{move}：{worth}；终局 Alice − Bob 为 {margin}。',
    "Move {step}: {player} to move, worth {value} to {player} (own − opponent's); with Alice {alice} − Bob {bob} so far, Alice − Bob at the end is {margin}.": '第 {step} 步：轮到 {player}，对 {player} 的价值为 {value}（自己 − 对手）；加上目前的 Alice {alice} − Bob {bob}，终局 Alice − Bob 为 {margin}。',
    'Move {step}: {player} to move: {worth}. The chart counts the moves left, + when Alice wins.': '第 {step} 步：轮到 {player}：{worth}。图中画的是剩余步数，Alice 赢时为正。',
    'Switch the language': '切换语言',
    'The game is over: Alice − Bob = {margin}.': '对局结束：Alice − Bob = {margin}。',
    'The game is over: nothing is left to work out.': '对局已结束：没有需要推导的了。',
    'The game is over: no move is left, so the player to move has lost.': '对局已结束：已经无路可走，轮到的一方输了。',
    'The game is over: no move is left, so the player to move has won.': '对局已结束：已经无路可走，轮到的一方赢了。',
    "The lesson's code ({path}) computes {function}, another quantity than the map: at {state} the code's {function} is {code}, while the map's value (the mover's own − the opponent's) is {value}.": '课程中的代码（{path}）计算的是 {function}，和状态图不是同一个量：在 {state}，代码的 {function} 是 {code}，而状态图的值（轮到的一方自己 − 对手）是 {value}。',
    "The lesson's code ({path}); the line lit computes the state lit on the map.": '课程中的代码（{path}）；点亮的那一行计算状态图上点亮的状态。',
    "The lesson's code ({path}); the line lit computes {state}, the state lit on the map: {value}.": '课程中的代码（{path}）；点亮的那一行计算状态图上点亮的状态，{state}：{value}。',
    "The lesson's code ({path}); the line lit is a base case: it answers without calling {function} again. The state: {state}; its value: {value}.": '课程中的代码（{path}）；点亮的那一行是边界情况：它不再调用 {function}，直接给出答案。状态：{state}；值：{value}。',
    "{state} on the map is {call} in the lesson's code ({path}): one state, which the map files under its memo key; the line lit computes {call}: {value}.": '状态图上的 {state} 就是课程中的代码（{path}）里的 {call}：同一个状态，状态图按记忆化的键来记录它；点亮的那一行计算 {call}：{value}。',
    "{state} on the map is {call} in the lesson's code ({path}): one state, which the map files under its memo key; the line lit is a base case: it answers {call} without calling {function} again: {value}.": '状态图上的 {state} 就是课程中的代码（{path}）里的 {call}：同一个状态，状态图按记忆化的键来记录它；点亮的那一行是边界情况：它不再调用 {function}，直接给出 {call} 的答案：{value}。',
    "The lesson's code ({path}) never computes {state}: on this instance no call of {function} reaches it, so no line is lit. The map's value there is {value}.": '课程中的代码（{path}）从不计算 {state}：在这个输入上，没有哪次 {function} 调用会到达它，所以没有点亮任何一行。状态图上它的值是 {value}。',
    "The lesson's code ({path}); the line lit is a base case: it writes {state} without reading another cell of {table}: {value}.": '课程中的代码（{path}）；点亮的那一行是边界情况：它不读 {table} 的其他格子，直接写入 {state}：{value}。',
    "The lesson's code ({path}); the line lit makes {table}, and no line writes {state} after it: {state} keeps the value the table starts with, {value}.": '课程中的代码（{path}）；点亮的那一行创建 {table}，之后没有哪一行再写入 {state}：{state} 保留表格创建时的值 {value}。',
    "The lesson's code ({path}) never writes {state}: on this instance no line of it stores or reads {table} at {state}, so no line is lit. The map's value there is {value}.": '课程中的代码（{path}）从不写入 {state}：在这个输入上，没有哪一行在 {state} 处写入或读取 {table}，所以没有点亮任何一行。状态图上它的值是 {value}。',
    "The lesson's code ({path}) holds {code} in its cell of {table} for {state}, not the map's value there ({value}): that cell stands for another quantity, so no line is lit.": '课程中的代码（{path}）在 {table} 中对应 {state} 的格子里存的是 {code}，不是状态图在那里的值（{value}）：这个格子表示的是另一个量，所以没有点亮任何一行。',
    "The lesson's code ({path}) keeps {table} in another shape than the map: its cells are not the map's states, so no line is lit for {state}. The map's value there is {value}.": '课程中的代码（{path}）中 {table} 的形状与状态图不同：它的格子不是状态图上的状态，所以没有为 {state} 点亮任何一行。状态图上它的值是 {value}。',
    'The rest of the story appears as you answer.': '你每答一题，讲解就多显示一段。',
    'The state shown is off the optimal line: the chart follows the line.': '当前显示的状态不在最优路线上：这张图只画最优路线。',
    'The state lit on the map: {state}.': '状态图上点亮的状态：{state}。',
    'This instance has too many states to work one out here.': '这个输入的状态太多，这里无法逐个推导。',
    'Try this first: press › (or the → key) to step through the best play, one move at a time. The map, the story and “Why this value” follow every step.': '先试试这个：按 ›（或 → 键）一步一步看最优对局。状态图、讲解和“这个值从何而来”都会跟着每一步走。',
    'auto': '自动',
    'brute': '暴力搜索',
    'fast': '快速',
    'first move': '第一步',
    'first move (Home)': '第一步（Home 键）',
    'formula': '公式',
    'last move': '最后一步',
    'last move (End)': '最后一步（End 键）',
    'memo': '记忆化搜索',
    'next move': '下一步',
    'next move (→)': '下一步（→ 键）',
    'off the optimal line': '不在最优路线上',
    'previous move': '上一步',
    'previous move (←)': '上一步（← 键）',
    'table': '自底向上填表',
    'the result is hidden while you practise': '练习中隐藏结果',
    '{number} ({digits} digits)': '{number}（{digits} 位）',
    '{move}: best ({value} for you, the mover)': '{move}：最好的一步（对轮到的你为 {value}）',
    '{move}: best (you, the mover, win from here)': '{move}：最好的一步（轮到的你从这里能赢）',
    '{move}: best (you, the mover, still lose: no move wins here)': '{move}：最好的一步（轮到的你仍会输：这里没有能赢的走法）',
    '{move}: {value} for you, the mover; the best, {best}, is {best_value}: you gave away {lost}.': '{move}：对轮到的你为 {value}；最好的一步是{best}，为 {best_value}：你让出了 {lost}。',
    '{player} to move.': '轮到 {player}。',
    '… {count} more piles …': '…… 中间还有 {count} 堆 ……',
}

MESSAGES.update(LESSONS)  # the lessons' sentences, kept in their own module (zh/lessons.py)
MESSAGES.update(ERRORS)  # the errors a bad input meets (zh/errors.py)
