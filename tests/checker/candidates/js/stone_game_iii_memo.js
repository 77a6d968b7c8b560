// Top-down, as a class method: the recursion is as deep as the row (5 * 10^4 calls).
class Solution {
    stoneGameIII(stoneValue) {
        const n = stoneValue.length, memo = new Map();
        const dfs = (i) => {
            if (i >= n) return 0;
            if (memo.has(i)) return memo.get(i);
            let best = -Infinity, taken = 0;
            for (let k = i; k < Math.min(n, i + 3); ++k) {
                taken += stoneValue[k];
                best = Math.max(best, taken - dfs(k + 1));
            }
            memo.set(i, best);
            return best;
        };
        const d = dfs(0);
        return d > 0 ? "Alice" : d < 0 ? "Bob" : "Tie";
    }
}
