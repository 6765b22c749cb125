// case: random/valid/vs_2_0/2 (validate)
// expect: valid
// case: random/assemble/vs_2_0/2 (assemble)
// expect: the tokens of valid-vs_2_0-2.bin
// origin: random seed 1 vs_2_0 #2
vs_2_0
dcl_position v1
dcl_color11 v5
defi i0, 3, 4, 2, 0
defi i13, 2, 2, 1, 0
def c16, 0.0, 4.0, 1.0, 0.25
dcl_texcoord9 v6
def c20, 2.4126764e-30, 0.25, 0.5, -2.0
defb b4, false
def c10, 0.25, -0.5, -4.4739738e27, -1.0
def c3, 0.125, -1.0, 0.125, 1.0
call l4
m3x4 r10, -v1.ywwz, c94
mov r7.y, v1
pow r2, -v5.w, v5.z
if b4
    m4x3 r2.xyz, v6, c47
    m3x4 r7, -v5, c106
    mad r1, v6.wwzy, -c255, v6.zxwx
    slt r4.yz, -r2.y, v6.ywzx
    crs r2.y, r10, -c3
    mova a0.x, -r2
    rsq r11.x, c0[a0.x].w
    pow r5, r4.z, -v6.y
    sge r5, r1, -v5
    m3x3 r2.xyz, r5, c193
    callnz l4, !b8
    expp r7, r10.w
    mov r10, r10.zxzy
    loop aL, i13
        add r4, -v5.ywzx, -v5
        dp4 r2, c3, c3
    endloop
endif
max oPos, v6.ywz, -c255
max oT1.x, c255, -v5.wzxy
mov oFog, c0.z
ret
label l4
abs r1, v5.yzzx
sge r2, r1.yxwx, r1.ywyz
m3x4 r9, r1.yzyz, c12
m4x3 r1.xyz, v6, c67
if b15
    dp3 r7.yzw, r2, r2
    mova a0.x, -c2.zw
    lrp r3, -c2.zywz, c2, -c8[a0.x].xxwz
endif
ret
