// case: random/valid/vs_2_0/1 (validate)
// expect: valid
// case: random/assemble/vs_2_0/1 (assemble)
// expect: the tokens of valid-vs_2_0-1.bin
// origin: random seed 1 vs_2_0 #1
vs_2_0
defi i9, 4, 3, 2, 0
dcl_fog2 v10
defi i0, 1, 4, 1, 0
dcl_position v0
defb b6, true
loop aL, i0
    lrp r2, c3, v0.zy, -c8[aL]
    mova a0.x, v0.xzzx
    rcp r9, r2.y
    mad r3.xyz, c3.zwy, c3, c8[a0.x].yyzw
    lit r0, v10
    frc r9, -r2
    m4x4 r9, -v0.xwzx, c67
    lrp r1, -c8[a0.x].wwwx, c1, -c8[a0.x]
    nrm r4, -c255.wzwx
    mad r5, -r1.yw, r4, r2.xxyw
    exp r11, -r5.z
    mov r2.yzw, -r4.yxw
    callnz l2, b11
    exp r5, -c8[a0.x].y
    mov r9, c255.xxz
    m3x3 r1.xyz, r3.xxxw, c130
    m3x2 r4.xy, -r9, c186
    min r0.xy, c0, r1
    lrp r3.z, -c3.xxxz, r11, c0.zwy
endloop
min oPos, c2.xwwz, c255.zxwy
min oD1.xzw, c0.yyxy, -c2.zx
max oT2.xyz, c0, v0.wyxy
min oT4, -c1, v10.zzwz
add oT5.xyz, c1, -c3
add oT7.xy, c1.zyxw, c1.yzyx
ret
label l2
m3x2 r7.xy, -v0, c211
m4x4 r7, -r1.zyx, c216
min r3, r0, -r4
m4x4 r8, -v10.zywy, c224
max r5.xyw, c4[a0.x], r8
ret
