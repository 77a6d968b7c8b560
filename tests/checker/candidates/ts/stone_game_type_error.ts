// Does not compile: a string returned where the signature says boolean.
function stoneGame(piles: number[]): boolean {
    return "Alice";
}
