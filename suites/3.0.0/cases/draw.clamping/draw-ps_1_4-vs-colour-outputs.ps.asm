ps_1_4
def c0, 0.25, 0.25, 0.25, 0.25
mul r0, v0, c0
mad r0, v1, c0, r0
