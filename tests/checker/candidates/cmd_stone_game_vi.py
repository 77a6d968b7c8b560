"""Stone Game VI as a program: n, Alice's values, Bob's values on stdin; prints 1, 0 or -1."""
import sys

lines = sys.stdin.read().split("\n")
n = int(lines[0])
alice, bob = list(map(int, lines[1].split())), list(map(int, lines[2].split()))
order = sorted(range(n), key=lambda i: -(alice[i] + bob[i]))
diff = sum(alice[i] for i in order[0::2]) - sum(bob[i] for i in order[1::2])
print((diff > 0) - (diff < 0))
