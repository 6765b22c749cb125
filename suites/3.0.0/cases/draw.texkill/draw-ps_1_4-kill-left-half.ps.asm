ps_1_4
def c0, 1, 1, 1, 1
texkill t0
mov r0, c0
