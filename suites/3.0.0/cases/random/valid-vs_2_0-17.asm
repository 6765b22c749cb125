// case: random/valid/vs_2_0/17 (validate)
// expect: valid
// case: random/assemble/vs_2_0/17 (assemble)
// expect: the tokens of valid-vs_2_0-17.bin
// origin: random seed 1 vs_2_0 #17
vs_2_0
dcl_texcoord12 v1
dcl_position v5
defi i4, 1, 3, 2, 0
def c36, 1.0, -0.5, -1.0, 0.25
defi i7, 4, 2, 1, 0
mad r7, -c0.wxxy, v5, v5
min r5.xz, c2.zwz, c2.yzxw
mad r9.zw, v1.wwx, -r7, c0
mov r5, r7
m3x2 r11.xy, v5.zzxy, c107
rep i4
    sub r2.z, c0.zzyz, c0.zxz
    mov r9.y, -v1
    sge r3, r7.wxy, -c1.xwzy
    frc r7, -v5.ywy
    rsq r3.z, c0.y
    sge r7, c255, v1.xwz
    add r9, -r3.xwyx, -r3.wwzy
    nop
    m3x3 r3.xyz, -v1, c22
    sgn r0.z, -r9, r3, r5
    rcp r3, r9.y
    mov r1, c255
    sgn r1.z, c0.yxyx, r3, r7
    m4x3 r8.xyz, r9, c35
    log r11.xz, r8.x
    slt r3, -c0.xzw, v1.yyx
    max r10, -c255, r9
    m4x3 r7.xyz, r3, c78
    sub r6.xw, r11.xyzy, v5
    log r7, c0.x
    dp3 r3, -r7, v1
    max r3, r3, -v5.wwzy
    call l15
    pow r10, c255.z, -r6.w
    add r8.z, -r9, -r9.xxwz
    m3x3 r1.xyz, r8, c243
endrep
mov oPos, -v1.zwzy
max oT0.xy, c1.wzxw, r5
max oT2.xyz, r7.wwzx, -v1
mul oT4.xy, c2, r5.wwzy
mov oFog, r5.w
ret
label l15
ret
