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
lrp r2, c3.yxy, v14, v14.yzwy
logp r2.xyz, c1.x
callnz l3, b3
call l3
mad r8, -c255.zxzx, c255.zwyx, r2.wywx
exp r3, r2.w
expp r11, v10.z
add r9, v10.xyx, c2
lit r10.xz, -v10.yyzx
nop
lit r8.w, r2
sgn r5.y, r9.zxxy, r2, r3
frc r11, -c0.yw
max r7, c1, v2
dp4 r8, -c3, v10.xwwx
loop aL, i7
    dst r5, -v14.xyxw, r7
    logp r8, c255.w
    mova a0.x, -c2
    mul r1, -c8[aL], r5
    pow r1.z, -c4[aL].x, -v10.z
    mov r8.xz, -c0[aL].wywx
    mul r11, -v2, c0[aL].wywz
    abs r6, c3.zxwy
    sincos r11.y, r5.w, c254, c255
    m3x3 r10.xyz, r7.zywz, c225
    slt r2.xz, r1.wzyx, v10
    logp r10, r5.w
    m4x4 r9, v14, c234
    add r9.yz, r8, r7
    m4x4 r5, v14, c194
    m3x2 r10.xy, -r6.wy, c158
    m4x4 r6, v10.xwyw, c171
    min r9.z, r9, c0.xwwz
    add r0, r11.xyyw, -c2
    nop
    rcp r0, -r11.w
endloop
mul oPos, -v10.ywzy, -r9.yxw
max oD0.x, v2.xwzx, c3.zwz
mul oT3, r7, -r11.wxxw
mul oT4.xy, c1, v10.wzy
ret
label l3
loop aL, i8
    pow r6, c0[aL].w, -v10.y
    mova a0.x, v14.zyzw
    add r4.yw, c255, r6
endloop
ret
