// Right answers in O(n^2): every split tried at every step, where O(n) is needed.
var stoneGameVIII = function(stones) {
    const n = stones.length, prefix = [];
    let sum = 0;
    for (const stone of stones) prefix.push(sum += stone);
    const f = new Array(n + 1).fill(0);
    for (let i = n - 1; i >= 1; --i) {
        let best = -Infinity;
        for (let j = i; j < n; ++j) best = Math.max(best, prefix[j] - (j + 1 < n ? f[j + 1] : 0));
        f[i] = best;
    }
    return f[1];
};
