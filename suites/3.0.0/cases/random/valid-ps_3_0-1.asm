// case: random/valid/ps_3_0/1 (validate)
// expect: valid
// case: random/assemble/ps_3_0/1 (assemble)
// expect: the tokens of valid-ps_3_0-1.bin
// origin: random seed 1 ps_3_0 #1
ps_3_0
dcl_color6 v1
dcl_2d s8
dcl_color2 v9
defi i14, 2, 1, 1, 0
defb b9, false
def c34, 2.0, 3.8187506e28, 1.0, 0.25
defb b13, false
def c63, 0.0, 0.125, 0.125, 0.5
defi i11, 4, 1, 1, 0
dcl_cube s5
dcl_2d s0
def c56, 0.125, -0.5, 0.5, -0.01904641
mov r5, c1
crs_pp r21.x, c3, c3
abs r19, v1.ywwz
nrm_sat_pp r19.xyz, c0.yxzy
dsx_pp r6, c3.xyxy
rsq_pp r31, c2.y
log r29.xz, c0.z
m4x3 r1.xyz, r6, c183
dp3_pp r30, c1, r31
pow r31, c1.w, -r5.z
log_sat r30, c0.x
min r9, c223.wyz, r5.wyyx
max r15, c0, r19_abs
nop
crs r6.y, r9, -r31_abs
rep i11
    dp4 r20, c3.wywz, r19
    log r8.y, c3.x
    dsy r6, r31.zwzx
    rsq r7.y, c0.x
    setp_ge p0.x, c223.xyxz, c223.yxzw
    lrp_sat_pp r15, r31.zzwy, r6, c223.yzxy
    nop
    texldd r4, v9, s5, r20.xzyx, r9
    dsx r9, r4
    m3x4 r13, r20.xwzw, c171
    mad r27, r30.xzwx, -r19.wywx, c3
endrep
mul_pp oC0, r30.wywz, c223.zwxy
mad oC1, r30, r31.zwzw, c2
min oC2, r19_abs.zyxw, r5.wyyz
max_sat oC3, c2, r31.yyxw
