// case: random/valid/vs_2_x/10 (validate)
// expect: valid
// case: random/assemble/vs_2_x/10 (assemble)
// expect: the tokens of valid-vs_2_x-10.bin
// origin: random seed 1 vs_2_x #10
vs_2_x
def c8, 4.0, 2.0, -0.5, -1.0
dcl_tangent10 v15
def c22, 0.5, 916284500000.0, -1.0, 0.125
defi i14, 2, 4, 2, 0
def c13, 0.125, 0.0, 4.0, 3.8400927
dcl_position v12
rsq r11.xz, v12.x
frc r8.yzw, -c255.yzzy
m3x3 r17.xyz, -v12.xxzx, c206
mov r5.z, c1.zxzx
callnz l9, b9
exp r20, -c255.w
dst r11, v15, r17.xzwx
frc r0.z, -c255
mova a0, v12
abs r0.x, -c4[a0.w].xzwy
loop aL, i14
    rcp r21, r11.z
    rcp r15, c4[a0.z].x
    sgn r12.xyz, -c2, r11, r15
    sub r11, v15, -c4[a0.y].yxyw
    add r25.xzw, c1.zywx, c4[aL]
    sge r16, c1.ywwy, -r11
    crs r24.z, c8[a0.z], c4[aL]
    pow r14, r24.z, c0[a0.y].w
    m3x3 r22.xyz, r14.wyx, c221
    sub r4, v15, c0[a0.x].xxwy
    dp3 r23, -c0[aL].zxwy, -c3
    add r27.xz, -r22.zxxz, c255.wyyw
    break_ne c8[a0.w].y, -r27.z
    m3x2 r4.xy, -r14, c221
    loop aL, i14
    endloop
endloop
max oPos, -v15.zwy, c2.xzx
mul oD1.x, -c3, -c4[a0.y].yzyz
mad oT2.x, r11.wzzx, c4[a0.w].zwwx, -c255.xwxw
ret
label l9
frc r24, -c1
lit r14, c2
exp r19, c3.y
max r0.xyz, c2.zzzy, v12.xyx
ret
