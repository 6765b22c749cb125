ps_1_3
def c0, 1, 0, 0, 1
mov r0, c0
