// case: decl.register-file/invalid/ps_2_0/mutate-dcl-const-0 (validate)
// expect: invalid [decl.register-file]
// origin: mutator dcl-const on random seed 1 ps_2_0 #0
ps_2_0
dcl c0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
