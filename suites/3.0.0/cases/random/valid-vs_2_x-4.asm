// case: random/valid/vs_2_x/4 (validate)
// expect: valid
// case: random/assemble/vs_2_x/4 (assemble)
// expect: the tokens of valid-vs_2_x-4.bin
// origin: random seed 1 vs_2_x #4
vs_2_x
defi i12, 2, 0, 1, 0
dcl_position v1
setp_ge p0, c1.zwwy, c1
pow r20, -c3.x, v1.y
mad r9.xyz, -c3.yxyw, r20.zzxy, -v1.xwyx
mul r11, c0.wwyw, -c0.ywwx
(p0.z) max r29, c0, -r11
rsq r24, -r20.z
add r25, c3.xyz, -c3.zxw
sincos r24.xy, r25.z, c254, c255
m3x4 r19, v1.zxz, c87
m3x4 r15, r25.zxxw, c217
abs r31, -c0
mova a0.z, c3
add r22, -r20, -c0[a0.z]
callnz l6, b2
mov r7.xy, -c2
log r14, -r9.z
lit r3.yw, -c3
crs r20.z, -v1, r11
if p0
    setp_gt p0.yw, r31.zzw, c4[a0.z]
    expp r13.yz, r14.z
    sub r7, r31, -v1
    dst r26.xz, c1.ywyx, r15.zzwz
    sgn r30.z, c4[a0.z], r7, r11
    max r14.xyw, r19, r31.yxxw
    expp r6.yzw, -r31.w
    if b10
        m3x4 r0, -r14.yxxy, c176
        lit r24, c3
        setp_lt p0, -c4[a0.z], r15.wyzy
        min r8, c255.zwwz, v1.wwwz
        abs r8, c4[a0.z]
        m3x4 r27, r22, c195
        setp_ge p0.yzw, -c1, r24
        logp r30, c4[a0.z].y
        setp_lt p0.x, -c1, r25.xyxy
    endif
endif
add oPos, -r20.yzy, c2.zwwz
add oD1.xz, r22, -c4[a0.z]
mov oT2, r11
ret
label l6
(p0.x) mad r12, c2, c2, r25.xzx
log r3.zw, r22.x
dp4 r29, r25, c8[a0.z].wywz
m4x3 r31.xyz, -r11.yxyw, c245
dst r5.z, c0.wxzw, -r22.wyxy
mov r15, r15
min r28, r31.wyzy, c1
dst r9, r15.xzyz, -c0[a0.z].zxyx
ret
