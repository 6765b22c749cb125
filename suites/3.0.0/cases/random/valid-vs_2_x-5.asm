// case: random/valid/vs_2_x/5 (validate)
// expect: valid
// case: random/assemble/vs_2_x/5 (assemble)
// expect: the tokens of valid-vs_2_x-5.bin
// origin: random seed 1 vs_2_x #5
vs_2_x
def c13, -1.0, 0.125, 4.0, 2.0
defb b9, false
def c23, -2.0, -2.2363294e23, 2.614655e-31, -1.0
dcl_position v13
defb b3, false
defi i13, 3, 1, 1, 0
dp4 r13.w, v13, c3.ywyx
max r6, c2, c2
rcp r20, c1.x
lrp r5.xyw, c1, v13.zzzw, v13.zzx
sub r25, -c1, r20.xxyz
dp4 r20.xzw, c3, c3
sub r13.x, c2.zwzx, -r6.zxxw
if b6
    nop
    callnz l13, b0
    expp r7, -c2.y
    m4x4 r28, v13.ywyw, c171
    lrp r19, -r6.xwzx, r5.wxyx, r28
    mov r10.xy, c2
    sub r30, r19, -c255
    lrp r17, c3, -r20, r25
    setp_ne p0.xz, c1, -r20
    sincos r30.y, r19.w, c254, c255
    min r5, c1.yyxz, -r6.wwwz
    log r24.z, v13.z
    m4x3 r23.xyz, -r13.wxw, c201
    exp r23.yzw, -r5.z
endif
sge r15, -r25, c0
dp3 r14.yz, -c2, r15
sub r3.z, c3, r15.zxzy
mad r3, r20.zxwy, c3.zxyx, r14.yzzy
rep i13
    callnz l12, b14
    abs r31, c0.wzwy
    slt r31.w, -r25, c0.yyz
    dp3 r6, r25, r25.wyw
endrep
lit r29.xyz, c2
rep i13
    setp_lt p0.xz, r29, c2.zzzx
    dp4 r6.yzw, -r20.zxzw, c1
endrep
add oPos, c3, v13
mad oD1.zw, c2.wwyw, r3.zxw, r6.zyw
add oT2.xyz, -r6.zxy, r3
add oT3, -c255, r20
ret
label l13
lit r12, r20
pow r27, r12.x, r5.w
crs r13.y, r25, r20
rsq r10.xw, c0.z
max r21.x, r12, r27
sub r3.w, -r5.xzyx, r12
max r2.yz, c255, c255
ret
label l12
mul r16, r25, -c255
dp3 r11, r25, c0.wy
ret
