// case: random/valid/vs_2_0/10 (validate)
// expect: valid
// case: random/assemble/vs_2_0/10 (assemble)
// expect: the tokens of valid-vs_2_0-10.bin
// origin: random seed 1 vs_2_0 #10
vs_2_0
defi i8, 1, 4, 2, 0
def c40, 2.0, 2.0, -2.4247693e-25, -5.7208543e-12
def c33, -1.0412909e-11, -1.0, -1.0, 1.0
def c16, -1.0, 0.5, -1.0, 0.25
dcl_position v0
defb b5, false
dcl_tangent11 v3
def c26, -2.0, 0.0, 1.0, 4.0
crs r0.y, -v3, c2
pow r5, c1.w, -v3.x
abs r5, -c2.wwyw
dp3 r3.xzw, -c2, -v0
exp r4, r5.z
crs r0.xy, r5, r5
if !b13
    mad r9, c2, -r4, c2
    dst r8, r4, c1.xzzw
    dst r2, -c2.ywyw, c2.zzzy
    abs r2, v0.xwyz
    m3x4 r5, r8, c184
    lit r7, -c3.xwyx
    dp3 r10.z, r2, r9.zywx
    sub r10, -c3, -r8.xxxz
    rsq r7.x, -r4.z
    dp4 r6.xw, r4, c3.xwxy
    abs r2, v0
    mul r1, -c1, r9
    mov r0.xz, c255.xyzx
    nop
    m3x3 r0.xyz, -r8, c150
else
    logp r8.xyw, v0.z
    dp4 r1.yw, r4, v3.zxxz
    slt r8.xzw, v3, v3.xz
    dp4 r11, c2, v0.zzzw
    frc r10.yz, -c0
    sgn r6.w, -r11, r4, r5
    logp r2.w, r3.z
    dst r11, -c2, -r8.zywz
endif
mov oPos, -c3.yyxw
mul oD1.xzw, r4.xzxz, -c0.wyzw
add oT0.x, c0.wzzy, r4
mul oT3.xyz, c3, r5
