// case: mod.sat-except/invalid/ps_2_0/mutate-frc-sat-1 (validate)
// expect: invalid [mod.sat-except]
// origin: mutator frc-sat on random seed 1 ps_2_0 #1
ps_2_0
dcl t4.xz
dcl v1
dcl_2d s5
dcl t0
def c30, -1693227600.0, 0.25, -1.0, 0.25
dcl t7.yz
mov oC0, c0
mov oC1, c1
frc_sat r0, c0
