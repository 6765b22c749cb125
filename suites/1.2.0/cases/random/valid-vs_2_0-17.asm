// case: random/valid/vs_2_0/17 (validate)
// expect: valid
// case: random/assemble/vs_2_0/17 (assemble)
// expect: the tokens of valid-vs_2_0-17.bin
// origin: random seed 1 vs_2_0 #17
vs_2_0
dcl_texcoord12 v1
dcl_position v5
defi i4, 1, 3, 2, 0
def c36, 1.0, -0.5, -1.0, 0.25
defi i7, 4, 2, 1, 0
abs r7, -c0.wxxy
if b13
    abs r1, c2.wwwx
    callnz l14, b5
    sub r4.z, -v5.yxy, v5.wwx
    sge r3, c1, v5.yxwx
    crs r8.y, r3, v1
    callnz l1, b2
    pow r8, c0.z, r7.x
    loop aL, i7
        logp r9, -v5.w
        sge r3, c3.wxy, -c8[aL].xwzy
        frc r7, -c3.ywy
        rsq r3.z, r9.y
        sge r7, c8[aL], r9.xwz
        add r9, -c3.xwyx, -c4[aL].wwzy
    endloop
    m4x4 r3, -v1, c22
    frc r0, -v5
    mov r3, r1
    dst r1, v5, c1
    call l2
endif
m3x4 r8, v1, c35
log r11.xz, v1.x
slt r3, -c0.xzw, c0.yyx
max r10, -c255, r8
m3x4 r7, r10, c78
sub r6.xw, r8.xyzy, v5
log r7, c3.x
dp3 r3, -r8, v1
max r3, v5, -r10.wwzy
max oPos, r3, c255.zyx
mad oT0.xy, v1, c3, -c2
mul oT2.xyz, c1.xyyw, r10
add oT4.xy, r8, c0.zwz
mov oFog, -c255.z
ret
label l14
nop
exp r10, v5.z
add r3, c1, -c0
mul r7.yz, -r1.yyyz, -c0.zxz
abs r5, r10
m3x4 r8, r5.zwzx, c125
crs r11.xy, r3, r5
ret
label l1
logp r7, -c3.x
exp r0, -r3.y
ret
label l2
dst r9, -v1.yyyz, -c0
frc r2, c1
rsq r6.yz, -c1.y
m3x2 r7.xy, r0.xyzy, c218
m4x3 r11.xyz, -r2, c4
rep i4
    add r4.xy, v1, c3
endrep
ret
