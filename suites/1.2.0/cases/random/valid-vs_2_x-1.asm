// case: random/valid/vs_2_x/1 (validate)
// expect: valid
// case: random/assemble/vs_2_x/1 (assemble)
// expect: the tokens of valid-vs_2_x-1.bin
// origin: random seed 1 vs_2_x #1
vs_2_x
dcl_position v8
defi i0, 3, 1, 2, 0
add r26, v8, c0.zwzx
mul r0, r26, -c2
dp3 r27.yzw, c2, c255.xyzy
mova a0, c2.xwyz
nop
callnz l4, b9
mova a0, c4[a0.z].wyyw
expp r22, v8.y
mad r21, -v8.xzyz, r26.ywzx, c4[a0.z].xzxw
log r11, -c3.y
mul r25, -c0[a0.w].yzwy, -c8[a0.x]
mul r29, c4[a0.w].zzxy, -c8[a0.y].zywz
dp4 r0.yw, c8[a0.w], -c0.zzwz
lit r23.xzw, c1.zxz
m4x4 r12, r26, c208
min r30, c0[a0.x].zw, -c0[a0.y]
expp r18, r11.w
m4x3 r8.xyz, r30, c245
loop aL, i0
    mad r23, c0[a0.w], r11.wwx, c0[a0.z].xzy
    mul r27, -r21, -c4[aL].zxxz
    exp r26, c8[aL].w
    log r18, -c4[a0.y].z
    nrm r9.xyz, c3.yzyz
    loop aL, i0
        m4x4 r1, r26.yzwz, c196
        break_eq c0[a0.y].x, c8[a0.z].w
        lrp r5, -r22.wwwz, -r30, r29
        mad r29, c0[a0.w], c4[a0.w], r25.yyyx
        add r10.yzw, -r26.wyzw, -c0[a0.y]
        mul r3, c4[a0.y], v8.wyzx
        mul r13.w, c8[a0.z].yyw, r29.ywzx
        break
        slt r19.z, c2.zyxw, -r1
        m4x4 r0, -r29.xxxz, c225
        slt r28, c0.zwxy, -r21.wx
        slt r31, -r12.wzyw, c4[a0.w].yzx
        mov r18, -c1
        loop aL, i0
        endloop
    endloop
endloop
add oPos, c8[a0.y], c8
add oT1.xy, c0[a0.z].xxy, c0.ywwz
add oT5, c4[a0.y].wxyz, c0[a0.z]
min oT6.xy, c4[a0.w], -c4
ret
label l4
if !b6
    lrp r13.xyw, r26.ywxw, c8[a0.w].yxzx, c8[a0.z].wzw
endif
sub r25.y, c4[a0.x], c3.yyxy
pow r14.xz, c0.y, r27.z
slt r10.zw, c0[a0.y].zxw, c3
m3x4 r26, v8, c138
ret
