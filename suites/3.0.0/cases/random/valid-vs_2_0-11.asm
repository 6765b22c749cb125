// case: random/valid/vs_2_0/11 (validate)
// expect: valid
// case: random/assemble/vs_2_0/11 (assemble)
// expect: the tokens of valid-vs_2_0-11.bin
// origin: random seed 1 vs_2_0 #11
vs_2_0
defi i15, 2, 2, 2, 0
defb b9, true
def c10, 2.0, -1.0898427e-18, 4.196153e-8, -0.5
def c16, 1.0, -0.5, -4.458221e22, -0.5
dcl_position v6
def c35, 0.0, -1.1529803e33, -1.0, 0.5
nop
dp3 r11, -c2.xw, -c2
frc r3, c1.yxwy
min r6.y, -c2.xz, v6
mova a0.x, c255
m4x3 r7.xyz, v6, c61
dp4 r9.xzw, c0[a0.x], -r11.zwx
abs r3, -c3
rep i15
    rcp r3.yz, r7.z
endrep
m4x4 r8, -r3, c127
abs r7, -c2
logp r11.xyw, c0.w
rep i15
    m3x2 r7.xy, v6.xzyz, c69
    max r10, v6, -c1.zywx
    lit r1.z, c1.ywzw
    dst r11, c255.zxyz, r11.ywyw
    sgn r3, c8[a0.x], r7, r8
    mad r3.xyw, c255, c255, -r3
    lit r0.xyz, c0.xwzx
    if b9
        m3x3 r1.xyz, r0.xxxw, c90
    endif
endrep
max oPos, r8, r7.zwz
mad oD0, -c255, r7.yyyz, r8.wwyz
min oD1.yzw, -r8, -v6.xzwy
mul oT4, -r9.wzx, r8
add oT5.x, r3, c2.zwzw
mul oT7.x, c1.yzx, r7
