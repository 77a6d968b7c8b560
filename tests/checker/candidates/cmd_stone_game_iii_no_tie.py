"""Stone Game III as a program that forgets the tie: prints Alice when the score is level."""
import sys

words = sys.stdin.read().split()
n, values = int(words[0]), list(map(int, words[1 : 1 + int(words[0])]))
d = [0] * (n + 3)
for i in range(n - 1, -1, -1):
    d[i] = max(sum(values[i : i + k]) - d[i + k] for k in (1, 2, 3) if i + k <= n)
print("Alice" if d[0] >= 0 else "Bob")
