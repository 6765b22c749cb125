// case: op.texkill-register/invalid/ps_2_0/mutate-texkill-const-1 (validate)
// expect: invalid [op.texkill-register]
// origin: mutator texkill-const on random seed 1 ps_2_0 #1
ps_2_0
dcl t4.xz
dcl v1
dcl_2d s5
dcl t0
def c30, -1693227600.0, 0.25, -1.0, 0.25
dcl t7.yz
mov oC0, c0
mov oC1, c1
texkill c0
