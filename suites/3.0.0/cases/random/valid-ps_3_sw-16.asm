// case: random/valid/ps_3_sw/16 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/16 (assemble)
// expect: the tokens of valid-ps_3_sw-16.bin
// origin: random seed 1 ps_3_sw #16
ps_3_sw
dcl_normal13 v3
defi i5, 2, 1, 1, 0
dcl_2d s11
def c42, 3.781838e29, 0.25, -2.0, 1.0
defb b30, false
def c18, 1.0, -1.0, 3.314231e31, 0.25
dcl vPos.y
dcl_normal14 v2.xyz
pow_sat r19, c8191.x, -v2_abs.z
texldl_pp r4, r19, s11
nrm r24.xyz, c0
rsq r14, -r4_abs.w
frc r6, c2
min r1, c2.ywxy, c1.ywzy
min_sat oC0, c2, r1
