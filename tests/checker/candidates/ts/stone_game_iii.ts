function stoneGameIII(stoneValue: number[]): string {
    const n = stoneValue.length;
    const f: number[] = new Array(n + 1).fill(0);
    for (let i = n - 1; i >= 0; --i) {
        let taken = 0;
        f[i] = -Infinity;
        for (let k = i; k < Math.min(n, i + 3); ++k) {
            taken += stoneValue[k];
            f[i] = Math.max(f[i], taken - f[k + 1]);
        }
    }
    return f[0] > 0 ? "Alice" : f[0] < 0 ? "Bob" : "Tie";
}
