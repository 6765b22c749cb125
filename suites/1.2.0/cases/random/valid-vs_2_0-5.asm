// case: random/valid/vs_2_0/5 (validate)
// expect: valid
// case: random/assemble/vs_2_0/5 (assemble)
// expect: the tokens of valid-vs_2_0-5.bin
// origin: random seed 1 vs_2_0 #5
vs_2_0
dcl_binormal5 v12
dcl_binormal14 v6
dcl_position v11
defi i3, 2, 4, 2, 0
sub r7.xyw, -v6.zzyw, -c1.xwzy
slt r2, -v11.yz, c255
expp r8.y, c0.y
max r11, -c3.yyz, v11.wyxz
rsq r4, c1.y
exp r9, r7.y
rsq r4, -r11.w
loop aL, i3
    lrp r3.y, v11, c255.wyyz, -c4[aL].wzwz
    m3x4 r2, r9.xyyw, c155
    mov r1.xy, r7.xxyw
    if !b11
        lrp r5, r9, -c1.xwy, v12.wzwz
        dp4 r0.yz, c4[aL], -c0.zyxw
        m4x4 r7, r5.xwx, c191
        mad r0.w, c0[aL].zywz, r7.zyyx, -r7.wwyz
    endif
endloop
min oPos, -v11.wwwz, r9
mul oD0.zw, r11, -c0.zzzy
max oD1.zw, r4, v6
mul oT1, -v11, c2
mov oT3, -v6.yzzy
min oT4, c0, r2.xwxy
max oT5, r9.yzzx, c2.wwwy
mov oFog, -c3.y
mov oPts, c0.z
