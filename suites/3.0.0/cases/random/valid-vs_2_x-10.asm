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
lrp r11.xz, c255.zywz, -c255.xzy, -v12
exp r18, -c1.x
sub r27.xyz, c1, v15.xzzy
log r3, v15.x
sge r20.w, r18, r11.zxxz
logp r19, c255.z
callnz l15, b14
frc r5, -r3.yxzw
slt r25.xyw, c2.zwyw, -r18.wyxw
mova a0, -v12.yywz
slt r3, c8[a0.z], -c8[a0.y].wzzw
add r17, -c4[a0.x].ywzx, -r27.yzyx
m3x2 r10.xy, v15, c49
m3x4 r16, r5.ywwy, c147
min r31.yw, c8[a0.y].ywxy, r25
nop
exp r15.y, r25.x
dst r7, c8[a0.z].xzw, c8[a0.y]
pow r30, c4[a0.z].x, r11.z
if_le -c0[a0.w].z, -c0[a0.w].w
    if_ne c8[a0.z].x, -r30.z
        mov r29, c0[a0.y]
        if !b2
            loop aL, i14
                mad r4, -c0[aL], r7, -r29.zwy
                expp r21, c3.y
            endloop
        endif
    endif
endif
min oPos, c0[a0.y].zwxy, r7.yyyz
mad oD1.x, r16.zxyz, c255.xzxy, r7.wzxz
mul oT2.x, -r25, v15
ret
label l15
lit r14, c255.wxwx
ret
