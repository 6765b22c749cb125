// case: random/valid/vs_2_x/9 (validate)
// expect: valid
// case: random/assemble/vs_2_x/9 (assemble)
// expect: the tokens of valid-vs_2_x-9.bin
// origin: random seed 1 vs_2_x #9
vs_2_x
dcl_position v3
defi i9, 1, 2, 2, 0
def c37, 0.0, -1.0, -1.0, 1.4105815e-30
mul r23, c2, -c1
max r19, -c255, c255
loop aL, i9
    log r24.xz, -c8[aL].y
    m3x2 r7.xy, r23, c101
    nrm r12.xyz, -r19.yzwy
    mov r7, r23
    add r27, -r7.wzw, c2.zwyz
    sub r12, c4[aL], c1
    expp r26, -c0[aL].z
    lit r9, r27.wzy
    log r26, -c8[aL].x
    lit r20, -r9.yxwz
    dp4 r21.xyw, -c8[aL], -c8[aL].zzwx
    slt r28, r20.ywzw, c8[aL].wxyx
    expp r1.yzw, -r7.z
endloop
rsq r27, r23.z
m3x2 r14.xy, r27.wxyx, c29
crs r25.yz, -c255, r23
add r30.xw, c3, -c1.zxxz
pow r11.yz, -v3.y, c2.z
dp3 r1, -c0, -c2
lit r21, r11.zzwz
lit r12.xzw, -r1.xyz
m3x4 r19, r1, c88
min r21.yz, -r21.xwzy, -c1.xxzy
setp_ge p0.yz, r27.zxxw, c0.yxzw
if p0.z
    frc r19, r21.yxzx
    exp r3, -v3.x
    nop
    mul r19, r23, c0
    dst r24, -r23, c1
endif
mul oPos, -c255.wwy, -r1.wzyw
mad oD0.xw, r19.wywz, -r19.wz, -c3
min oD1.y, c1, r21.xzw
mov oT6.x, -v3.yx
