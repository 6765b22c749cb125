// case: ps.oC.mov-only/invalid/ps_2_0/mutate-oc-not-mov-1 (validate)
// expect: invalid [ps.oC.mov-only]
// origin: mutator oc-not-mov on random seed 1 ps_2_0 #1
ps_2_0
dcl t4.xz
dcl v1
dcl_2d s5
dcl t0
def c30, -1693227600.0, 0.25, -1.0, 0.25
dcl t7.yz
abs oC0, c0
mov oC1, c1
