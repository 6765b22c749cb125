// case: decl.def-before-code/invalid/ps_2_0/mutate-def-after-code-1 (validate)
// expect: invalid [decl.def-before-code]
// origin: mutator def-after-code on random seed 1 ps_2_0 #1
ps_2_0
dcl t4.xz
dcl v1
dcl_2d s5
dcl t0
dcl t7.yz
mov oC0, c0
def c30, -1693227600.0, 0.25, -1.0, 0.25
mov oC1, c1
