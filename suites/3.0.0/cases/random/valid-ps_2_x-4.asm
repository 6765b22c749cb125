// case: random/valid/ps_2_x/4 (validate)
// expect: valid
// case: random/assemble/ps_2_x/4 (assemble)
// expect: the tokens of valid-ps_2_x-4.bin
// origin: random seed 1 ps_2_x #4
ps_2_x
dcl v1
dcl t7.y
dcl_centroid t4.xyz
def c19, 1.0, 2.0, -0.5, -1.6877012e36
def c26, 4.0, 1.744415e-23, -3.8026434e-7, 2.0
dcl_2d s9
defi i7, 4, 0, 1, 0
dcl v0
dp4 r18, -c2.xxz, -t4.xz
crs_pp r19.xy, -t4, c3
pow r10, -c0.y, t4.z
m3x3_sat r26.xyz, -r10.zywy, c16
frc_pp r5, v1
pow r5, -c3.x, -r18.z
if_eq c2.y, r5.y
    dp4 r13.yw, r10, v0.wzx
    mov r23.yzw, c2.yywy
    m3x3_sat_pp r9.xyz, r18.zyzw, c5
    min r6.xyz, c0, c0
    dsx r27.xyz, -c31
    dp4 r10.yw, v1, r10.yzx
    max r23, -c2.wxzw, -r18
    rep i7
        nop
        m4x3_sat r28.xyz, -r23.x, c1
        m4x4_sat r25, v1.zywz, c20
        dp2add_pp r12, -r18, r27, c1.x
        call l15
    endrep
endif
mov oC0, r18
mov oC1, v0
ret
label l15
ret
