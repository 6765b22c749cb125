// case: random/valid/vs_2_x/12 (validate)
// expect: valid
// case: random/assemble/vs_2_x/12 (assemble)
// expect: the tokens of valid-vs_2_x-12.bin
// origin: random seed 1 vs_2_x #12
vs_2_x
def c37, 0.0, 2.0, 0.5, 6.7985813e-18
defi i9, 4, 4, 2, 0
dcl_position v5
def c34, 2.0, 0.0, -0.5, 0.125
defi i10, 1, 0, 2, 0
def c35, -125551450000000.0, 3.8486998e-18, 1.0, 2.0
def c41, 0.125, -1.3771432e-17, 1.0, 0.125
rep i10
endrep
crs r7.xz, -c2, -v5
callnz l9, b6
exp r22, v5.w
max r3.yw, c0, -v5.wzxw
frc r9, -c0.yzxz
frc r24.yzw, r9
add r4, -c3, -r22
rsq r0, -c3.w
pow r25, c3.y, r24.y
frc r6.yw, -v5.zyyz
sge r19.zw, -c255.wzzy, v5
m3x4 r13, -r22, c78
if !b12
    sincos r8.x, r25.x, c254, c255
    callnz l9, b8
    dst r0, -c0.xwx, r7.yxz
    m4x4 r28, -v5.xzxw, c119
    nrm r13.xyz, -r9.wywz
    if_gt -c1.y, r0.w
        logp r24.zw, r24.y
        max r17, r28, -c1.yyyx
        sincos r26.y, r3.w, c254, c255
        lrp r11, -v5, r17, r9.xxzw
        mul r19.z, c2.xxzw, r0
        m4x3 r22.xyz, r25.zwy, c141
        m3x3 r2.xyz, r13, c232
        sincos r22.x, r26.y, c254, c255
    endif
endif
min oPos, r25.xzzw, -r4
mul oD0.yzw, r22.yxzx, r13.wxyw
mad oD1.y, -c255, -r13, -c255
min oT3.x, -c0, r13.yxxy
ret
label l9
setp_gt p0.yw, -v5, c1.xyxy
expp r18, v5.z
rcp r17, c0.x
lrp r27, c0.wxyz, r17, -c0
ret
