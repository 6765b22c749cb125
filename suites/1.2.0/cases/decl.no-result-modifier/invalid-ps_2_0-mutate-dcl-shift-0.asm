// case: decl.no-result-modifier/invalid/ps_2_0/mutate-dcl-shift-0 (validate)
// expect: invalid [decl.no-result-modifier]
// origin: mutator dcl-shift on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube_x2 s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
