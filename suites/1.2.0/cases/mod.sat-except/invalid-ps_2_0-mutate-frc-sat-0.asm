// case: mod.sat-except/invalid/ps_2_0/mutate-frc-sat-0 (validate)
// expect: invalid [mod.sat-except]
// origin: mutator frc-sat on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
frc_sat r0, c0
