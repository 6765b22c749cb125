// case: op.texkill-register/invalid/ps_2_0/mutate-texkill-const-0 (validate)
// expect: invalid [op.texkill-register]
// origin: mutator texkill-const on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
texkill c0
