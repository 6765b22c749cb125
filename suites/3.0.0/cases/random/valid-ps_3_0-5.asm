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
crs_pp r7.y, c3, -v9_abs
setp_lt p0.xy, c0, v9
log r6.xyz, c3.w
frc_pp r5.x, c3.zyxw
lrp_pp r17, c3, c3, v9.yzxz
mad oC0.w, c223.xzyw, r17, r17
