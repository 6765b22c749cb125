// case: ps.oDepth.mov-only/invalid/ps_2_0/mutate-odepth-add-1 (validate)
// expect: invalid [ps.oDepth.mov-only]
// origin: mutator odepth-add on random seed 1 ps_2_0 #1
ps_2_0
dcl t4.xz
dcl v1
dcl_2d s5
dcl t0
def c30, -1693227600.0, 0.25, -1.0, 0.25
dcl t7.yz
mov oC0, c0
mov oC1, c1
add oDepth, c0.x, c0.x
