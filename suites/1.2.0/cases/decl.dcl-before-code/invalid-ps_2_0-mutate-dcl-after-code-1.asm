// case: decl.dcl-before-code/invalid/ps_2_0/mutate-dcl-after-code-1 (validate)
// expect: invalid [decl.dcl-before-code]
// origin: mutator dcl-after-code on random seed 1 ps_2_0 #1
ps_2_0
dcl t4.xz
dcl v1
dcl_2d s5
dcl t0
def c30, -1693227600.0, 0.25, -1.0, 0.25
mov oC0, c0
dcl t7.yz
mov oC1, c1
