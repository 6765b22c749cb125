ps_1_4
def c0, 1, 1, 1, 1
mov r0, c0
