// case: random/valid/ps_3_sw/19 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/19 (assemble)
// expect: the tokens of valid-ps_3_sw-19.bin
// origin: random seed 1 ps_3_sw #19
ps_3_sw
dcl_cube s2
dcl_normal9 v5.xzw
dcl_fog5 v6
def c44, -1.0, 2.0, 0.125, -1.0
dcl_cube s10
dcl_tangent4 v1
def c33, 1.0, 4.0, 0.25, -9.827977e28
defi i37, 4, 1, 1, 0
defi i57, 1, 2, 2, 0
dcl_volume s15
defb b1, false
defb b28, false
sincos_pp r11.y, -c0_abs.x
mov r6, c8191_abs
cmp_pp r4.w, -v6_abs.yyz, r6, -c1_abs.xxxw
rcp r31, r6.x
sub_sat_pp r25.xy, v1, -c1_abs.xwwz
texldl r14, v6, s2
callnz l145, !b5
if_gt -c3_abs.w, r14.z
    rsq_pp r11.xw, -c0_abs.y
    texkill r6
    dp3_pp r13, r6.yxzx, -v1_abs
    cmp_sat r5, -c3_abs, -c0_abs, -v6.wxw
else
    setp_ne p0.xz, -c0_abs.zxy, c3_abs
    frc r19.xy, r6
    rep i37
        abs r22.xz, r14.xyxy
        dp2add_pp r27, v1, r31.ywwy, c2_abs.x
        dsy r5, v6
    endrep
endif
max oC0, r14.yxyz, v1
ret
label l145
setp_ne p0, -c2_abs, r14
ret
