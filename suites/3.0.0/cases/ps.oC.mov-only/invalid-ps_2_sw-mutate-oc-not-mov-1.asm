// case: ps.oC.mov-only/invalid/ps_2_sw/mutate-oc-not-mov-1 (validate)
// expect: invalid [ps.oC.mov-only]
// origin: mutator oc-not-mov on random seed 1 ps_2_sw #1
ps_2_sw
dcl_volume s9
defb b13, false
defi i61, 4, 3, 2, 0
dcl_2d s7
dcl v1
def c28, 3.7081516e28, 0.0, -2.0, -5.842866e-34
sub r7.xz, c3, c0
nop
sub r22.xyz, -c1.zwzw, c3
dp3_sat_pp r13, c3, c2
texldb r5, r13, s7
abs oC0, c1
mov oC1, c0
mov oC2, r13
