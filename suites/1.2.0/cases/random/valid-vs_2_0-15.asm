// case: random/valid/vs_2_0/15 (validate)
// expect: valid
// case: random/assemble/vs_2_0/15 (assemble)
// expect: the tokens of valid-vs_2_0-15.bin
// origin: random seed 1 vs_2_0 #15
vs_2_0
dcl_position v10
defb b15, true
defb b14, true
defi i8, 4, 1, 1, 0
dcl_blendweight15 v14
dcl_fog11 v2
defi i7, 1, 2, 1, 0
def c26, 0.5, 5.306464e-23, 6.492289e-36, 0.0
lit r2, c3.yxy
loop aL, i8
    exp r1, v14.z
    lrp r4.zw, -c0, v10, c3.zyxw
    mad r10, c4[aL], c4[aL].yzw, r1
    exp r3, r1.w
    abs r11, c3.xz
    sge r4.xw, -v10.yxwy, v10.w
    abs r1, -r1
    nrm r7.xyz, c1.wywy
    sgn r5.y, v10.zxxy, r1, r2
    m4x4 r10, r11, c116
    mova a0.x, v10
    m3x2 r10.xy, v10.yxwz, c206
    dp4 r11, -c255.zwxy, c8[a0.x].yzyx
    mova a0.x, r4
    expp r3, c0[aL].w
    lit r8, c8[aL]
endloop
m3x3 r0.xyz, v10, c217
nop
sub r4.xzw, -c255, c2.yxzy
slt r10, -c255, c3
pow r3, r10.w, -v10.w
expp r4.xyz, -c0.x
sub r2.w, -v10.yxwx, c255
min r2, -c0, v10.wzyw
min r2.xzw, r2, r3
add r8, -c2, r0.yxz
mul r9, r8, r3
m4x3 r5.xyz, r8, c194
mova a0.x, r10.xyxy
loop aL, i7
    m3x3 r6.xyz, v14.xwyw, c171
    dp3 r9.z, r8, v14.xwwz
    sge r0, c4[a0.x].xyyw, -c8[aL]
    callnz l12, !b15
endloop
mad oPos, c1, -c8[a0.x].ywzy, -r2.yxw
max oD0.x, r10.xwzx, r8.zwz
mul oT3, v14, -v14.wxxw
mul oT4.xy, r8, c1.wzy
ret
label l12
dst r6, -r2.zwwy, -r2.yxxw
m3x4 r8, -r9.zzw, c21
pow r7, v10.y, r8.w
lit r6.yw, r8
ret
