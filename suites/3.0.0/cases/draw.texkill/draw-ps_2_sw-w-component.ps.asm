ps_2_sw
dcl t0
def c0, 1, 1, 1, 1
texkill t0
mov oC0, c0
