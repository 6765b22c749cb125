ps_1_4
def c0, 0, 0, 0, 1
texcrd r0.xyz, t0
mov r0.w, c0.w
