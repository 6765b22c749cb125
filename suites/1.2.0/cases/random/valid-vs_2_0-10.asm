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
rsq r5, c1.w
m4x4 r1, r5, c29
m3x4 r7, v0, c0
call l3
mad r0, -c2, r7.ywz, -c0.wwzx
exp r7, v3.x
rsq r10.xw, -c2.y
if b15
    rcp r1, r1.z
    sgn r8.x, c255.xzzw, r0, r1
    if b8
        slt r0, v3, c3.yxyx
        m4x3 r6.xyz, r7.yyw, c5
        nrm r7.xyz, c1.zwwx
        lrp r10, -c2.wyyw, c1.wxzx, v0.zywx
        mul r10, -c255, -c3.xxxz
        logp r7.x, -r6.z
        rsq r6.xw, v0.y
        expp r2, c2.y
        sub r5.y, v0.ywwy, c2.zwyw
        min r4.x, c2.zxxz, -r0
        mad r1, v3, r6, r2.zwx
        max r1.yw, v3, c3.zxxz
        add r8.xzw, r2, c2.xz
        dp4 r11, v0, r6.zzzw
        frc r10.yz, -r7
        sgn r6.w, -v0, r0, r1
        expp r2.w, c255.z
        frc r11, -r2
        min r6, r8.zzzx, c3.zxwy
    endif
endif
max oPos, c1, -r1
add oD1.xzw, v0.wzzy, r5
mul oT0.x, r10, c3
min oT3.xyz, c255.yzwy, r7
ret
label l3
crs r1.x, c1, c255
sub r7, c2, v0.yxwy
mad r3, c1, -v0.xyxw, r1
dp4 r7.yw, c2.xyyx, c2.xzx
m3x2 r9.xy, -v0, c76
ret
