"""Stone Game III as a program that prints the winner in lower case (the judge wants Alice/Bob/Tie)."""
import sys

words = sys.stdin.read().split()
n, values = int(words[0]), list(map(int, words[1 : 1 + int(words[0])]))
d = [0] * (n + 3)
for i in range(n - 1, -1, -1):
    d[i] = max(sum(values[i : i + k]) - d[i + k] for k in (1, 2, 3) if i + k <= n)
print("alice" if d[0] > 0 else "bob" if d[0] < 0 else "tie")
