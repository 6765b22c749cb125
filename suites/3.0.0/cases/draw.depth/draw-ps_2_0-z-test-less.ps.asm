ps_2_0
def c0, 1, 1, 1, 1
mov oC0, c0
