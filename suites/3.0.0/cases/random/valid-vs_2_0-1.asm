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
lit r9, -c3.xyz
mul r8, -c3.zxxz, -v0
pow r8, v10.x, -c2.y
loop aL, i0
    m3x3 r0.xyz, r8, c67
    dp4 r4, c255, v0.yxxy
    frc r2.z, -r4
    sub r1.z, r4, -c0[aL].yyyw
    mova a0.x, -r0
    rsq r0.y, c3.z
    call l0
    rsq r4, -c0[aL].w
    mad r5, -r8.yw, c2, r9.xxyw
    dp4 r11, r0.yyz, r8
    sincos r7.y, r1.z, c254, c255
    m4x4 r4, -v10.yywz, c80
    slt r8, c3, r9.xwzw
    call l0
    mova a0.x, r8.zxxz
    sgn r9, c3.ywwz, r4, r5
endloop
mov oPos, c3
add oD1.xzw, -v10.wywx, r8.wx
max oT2.xyz, c3.wzy, v0.zwy
min oT4, r8.xwwz, c1.zxwy
min oT5.xyz, c1.yyxy, -c1.zx
max oT7.xy, c255, r9.wyxy
ret
label l0
ret
