// case: random/valid/vs_2_x/14 (validate)
// expect: valid
// case: random/assemble/vs_2_x/14 (assemble)
// expect: the tokens of valid-vs_2_x-14.bin
// origin: random seed 1 vs_2_x #14
vs_2_x
def c16, 0.125, -2.0, -0.5, 0.125
def c28, -56743052.0, 0.0, -2.0, -2.6136938e16
dcl_position v4
defi i10, 2, 4, 2, 0
defi i12, 4, 3, 2, 0
def c20, -0.5, -1.9515944e21, 0.0, 0.0
dp3 r21, c1.wyyx, -c1.ywyz
dst r11.yz, c2.yz, c3
pow r14, c0.x, -v4.y
m3x3 r24.xyz, -v4.wxyw, c31
mova a0, c255.xxw
dp3 r6.xy, c0[a0.z], c8[a0.y].xyz
lrp r4, -c4[a0.w], c4[a0.w].yxzx, -c4[a0.w].wxyx
callnz l13, b3
rsq r24, r14.x
mova a0.y, r6
frc r10.y, -r4
m3x2 r24.xy, v4.wzyz, c251
frc r18.zw, -c8[a0.z]
sge r18, c0.xxzy, c8[a0.y]
sge r27, c0[a0.y].zxzy, c0.yyzy
loop aL, i12
    if b10
        lit r29.w, -r4.yzx
        min r1.xz, c4[a0.x].zyx, c0
        nop
    else
        sgn r21.z, -c255.wyyw, r4, r14
        if b6
            lit r2.z, -c0[aL].xwyw
            if b11
                setp_le p0.xz, c8[a0.z].xxzx, c0[a0.x]
                max r25.xw, -c4[a0.y].w, -c8[a0.z]
                nop
            else
            endif
        endif
    endif
endloop
max oPos, c2.wwxw, -c8[a0.y].zwxz
add oD1.z, -r4, -c4[a0.y].wyyw
mov oT7.xy, r21.wzxy
mov oFog, c4[a0.y].w
mov oPts, -c3.z
ret
label l13
log r14.y, c8[a0.z].w
mul r13, -c8[a0.w].xxxz, r21
callnz l14, b2
nop
crs r2.y, -c0, c4[a0.y]
logp r29, -r13.z
m4x3 r6.xyz, r29.wz, c34
ret
label l14
sgn r11.x, -c255, r4, r13
add r29, c8[a0.y].zwx, c0
m4x3 r25.xyz, v4.yyyw, c196
dst r29.yz, -c0.xyyz, c8[a0.w]
dp4 r2.yz, c4[a0.w].yyyw, c255.wwyw
ret
