// case: random/valid/ps_3_0/5 (validate)
// expect: valid
// case: random/assemble/ps_3_0/5 (assemble)
// expect: the tokens of valid-ps_3_0-5.bin
// origin: random seed 1 ps_3_0 #5
ps_3_0
dcl_2d s2
dcl_2d s8
def c28, 0.125, 0.125, -8.182264e-19, -0.5
dcl_fog4_centroid v9
defb b7, true
dcl vFace
dcl_normal2 v7.xzw
defi i10, 1, 1, 2, 0
def c3, 0.25, 399912.6, 0.0, -0.0011628929
def c0, 1.0, 0.0, -1.0, 4.0
def c42, -4.54438e-33, -1.2750978e-26, -4.2432783e-14, 0.125
frc r7, c3
mad r22.yz, c1, c2, c2
setp_eq p0.x, vFace.x, c2.wxzw
crs_sat r19.xy, c2, -v9_abs
m3x2 r0.xy, r7_abs.wy, c23
mad oC0.w, c1, c0.xwxy, v9
